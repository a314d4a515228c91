import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPaths, otherPaths } from '@port/shared/contracts/api-paths';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import RenewalRoutes from '../renewal-routes';
import { renewalRecord as record, RENEWING_ID as ID, renewingProfile as profile } from '../test/renewal-fixtures';

const api = () => fakeApi().get({ [authPaths.profile]: ok(profile), [otherPaths.customerRecord(ID)]: ok(record()) });
const renderRenewal = () => renderAt(<RenewalRoutes />, { path: '/oa-landing/renew/suitability', route: '/oa-landing/renew/*' });

/** The page (lazily loaded: the first load in a test run takes a while) with the current record. */
const ready = () => screen.findByTestId('current-suitability', {}, { timeout: 15_000 });

/** Ticks the third choice of every question but the ones skipped (score 3 each = 30 → level 4). */
async function answerAll(skip: string[] = []) {
  for (const q of SUITABILITY_QUESTIONS) {
    if (skip.includes(q.id)) continue;
    const group = screen.getByRole('group', { name: q.text });
    await userEvent.click(group.querySelectorAll('input')[2]!);
  }
}

describe('/oa-landing/renew/suitability (issue 18 item 1; spec §4 SUIT_EXPIRED)', () => {
  // The page is lazily loaded: load it once before the first test.
  beforeAll(async () => void (await import('./renew-suitability-page')), 30_000);

  it(
    'says the current level and that it expired, then the result and the new expiry before saving',
    { timeout: 30_000 },
    async () => {
      const fake = api().on('PUT', otherPaths.renewSuitability(ID), () =>
        ok(record({ suitability: { risk_level: 4, risk_level_name: 'เสี่ยงสูง', max_fund_risk: 7, expiry: '2028-11-18' } })),
      );
      renderRenewal();
      expect((await ready()).textContent).toBe('ผลประเมินปัจจุบัน: ระดับ 2 จาก 5 (เสี่ยงปานกลางค่อนข้างต่ำ) · หมดอายุแล้วเมื่อ 3 พ.ย. 2569');
      await answerAll();
      await userEvent.click(screen.getByRole('button', { name: 'ดูผลประเมิน' }));
      expect(await screen.findByText('ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง)')).toBeTruthy();
      expect(screen.getByText('ลงทุนได้ในกองทุนความเสี่ยงระดับ 1–7')).toBeTruthy();
      expect(screen.getByText('เมื่อบันทึก ผลประเมินนี้ใช้ได้ถึง 18 พ.ย. 2571')).toBeTruthy();
      expect(fake.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'ยืนยันและบันทึกผลประเมิน' }));
      expect(await screen.findByRole('heading', { name: 'บันทึกผลประเมินความเสี่ยงแล้ว' })).toBeTruthy();
      expect(screen.getByText(/ผลประเมินใช้ได้ถึง 18 พ.ย. 2571/)).toBeTruthy();
      const sent = fake.bodies[fake.calls.indexOf(`PUT ${otherPaths.renewSuitability(ID)}`)] as {
        answers: Record<string, number[]>;
      };
      expect(Object.keys(sent.answers)).toHaveLength(10);
      expect(screen.getByRole('link', { name: 'ไปที่หน้าหลักและแผนการลงทุน' }).getAttribute('href')).toBe('/dashboard');
    },
  );

  it('an unanswered question is named in Thai and nothing is sent', { timeout: 20_000 }, async () => {
    const fake = api();
    renderRenewal();
    await ready();
    await answerAll(['q7']);
    await userEvent.click(screen.getByRole('button', { name: 'ดูผลประเมิน' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const q7 = screen.getByRole('group', { name: SUITABILITY_QUESTIONS[6]!.text });
    expect(q7.getAttribute('aria-invalid')).toBe('true');
    expect(q7.textContent).toContain('กรุณาตอบแบบประเมินให้ครบทุกข้อ');
    expect(fake.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('answers are kept when the customer leaves and comes back in the same tab', { timeout: 20_000 }, async () => {
    api();
    const first = renderRenewal();
    await ready();
    await answerAll(['q10']);
    first.unmount();
    renderRenewal();
    await ready();
    expect(screen.getByText('ตอบแล้ว 9 จาก 10 ข้อ')).toBeTruthy();
    sessionStorage.clear();
  });

  it('a refusal from the server is said in Thai on the result step', { timeout: 20_000 }, async () => {
    api().on('PUT', otherPaths.renewSuitability(ID), fail(429, 'ทำรายการบ่อยเกินไป กรุณารอ 30 วินาที', 'RATE_LIMITED'));
    renderRenewal();
    await ready();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: 'ดูผลประเมิน' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันและบันทึกผลประเมิน' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('ทำรายการบ่อยเกินไป'));
    sessionStorage.clear();
  });

  it('a customer whose application is still open is sent to it', async () => {
    fakeApi().get({
      [authPaths.profile]: ok(profile),
      [otherPaths.customerRecord(ID)]: ok(record({ oa_status: 'ACCOUNT_SUBMITTED', renewable: false })),
    });
    renderRenewal();
    const link = await screen.findByRole('link', { name: 'ไปที่การเปิดบัญชีของคุณ' });
    expect(link.getAttribute('href')).toBe('/oa-landing');
  });
});
