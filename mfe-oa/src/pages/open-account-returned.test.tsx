import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import type { OaApplication } from '@port/shared/contracts/oa';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import OaRoutes from '../oa-routes';
import { emptyApplication, savedBank, savedIdentity as identity, savedTax, savedWork as work } from '../test/fixtures';

const REASON = 'แหล่งที่มาของเงินลงทุนไม่สอดคล้องกับอาชีพและรายได้ที่ระบุ กรุณาระบุแหล่งที่มาของเงินให้ครบถ้วน';
const sent: OaApplication = {
  ...emptyApplication(),
  status: 'need_info',
  completed_steps: ['identity', 'work', 'suitability', 'tax', 'bank'],
  next_step: 'work',
  identity,
  work,
  suitability: { score: 20, risk_level: 3, risk_level_name: 'เสี่ยงปานกลางค่อนข้างสูง', max_fund_risk: 5 },
  tax: savedTax,
  bank: savedBank,
  progress: { identity: 'done', suitability: 'done', bank_ats: 'pending' },
  submitted_at: '2026-11-16T03:15:00.000Z',
  review: { parts: ['work'], reason: REASON, returned_at: '2026-11-17T09:30:00.000Z' },
};
const renderCreate = () => renderAt(<OaRoutes />, { path: '/oa-landing/create', route: '/oa-landing/*' });
const APP = `${otherPaths.oaApplication}?account=omnibus`;
const PUT_WORK = `${otherPaths.oaApplicationStep('work')}?account=omnibus`;

describe('/oa-landing/create sent back by the back office (issue 22 item 1; spec §4 ACCOUNT_NEED_INFO)', () => {
  beforeAll(async () => void (await import('./open-account-create-page')), 30_000);

  it('shows the reason and opens the asked step only; the other steps cannot be opened and have no edit button', async () => {
    fakeApi().get({ [APP]: ok(sent) });
    renderCreate();
    const notice = await screen.findByTestId('oa-returned');
    expect(within(notice).getByRole('heading', { name: 'เจ้าหน้าที่ขอข้อมูลเพิ่มเติม' })).toBeTruthy();
    expect(notice.textContent).toContain(`เหตุผลจากเจ้าหน้าที่: ${REASON}`);
    expect(within(notice).getByText('แจ้งเมื่อ 17 พ.ย. 2569 16.30 น.')).toBeTruthy();
    expect(within(notice).getByRole('listitem').textContent).toBe('อาชีพและแหล่งที่มาของเงิน');
    expect(screen.getByRole('heading', { level: 2, name: 'อาชีพและแหล่งที่มาของเงิน' })).toBeTruthy();
    const stepButton = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(stepButton(/ข้อมูลส่วนตัวและการติดต่อ/).disabled).toBe(true);
    expect(stepButton(/บัญชีธนาคารและหักบัญชีอัตโนมัติ/).disabled).toBe(true);
    expect(stepButton(/ตรวจสอบและยืนยัน/).disabled).toBe(false);
    // No way back to a step that was not asked about.
    expect(screen.queryByRole('button', { name: 'ย้อนกลับ' })).toBeNull();
    await userEvent.click(stepButton(/ตรวจสอบและยืนยัน/));
    expect(screen.getAllByRole('button', { name: /^แก้ไข / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'แก้ไข อาชีพและแหล่งที่มาของเงิน',
    ]);
    expect(screen.getAllByText('ใช้ข้อมูลเดิม')).toHaveLength(4);
  });

  it('an unchanged resubmission shows the server refusal with the reason; corrected, it is sent again', async () => {
    const refusal = `ยังไม่ได้แก้ไขอาชีพและรายได้ตามที่เจ้าหน้าที่ขอ: ${REASON}`;
    const resent: OaApplication = { ...sent, status: 'submitted', next_step: null, review: null, resubmitted: true };
    let done = false;
    let tries = 0;
    const api = fakeApi()
      .on('GET', APP, () => ok(done ? resent : sent))
      .on('PUT', PUT_WORK, ok(sent))
      .on('POST', otherPaths.oaApplicationSubmit, () => {
        tries += 1;
        if (tries === 1) return fail(422, refusal, 'OA_UNCHANGED');
        done = true;
        return ok(resent);
      })
      .on('GET', portAggregationPaths.planList, ok(null));
    renderCreate();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'เงินออม' }));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'ตรวจสอบและยืนยัน' })).toBeTruthy();
    expect(api.bodies[api.calls.indexOf(`PUT ${PUT_WORK}`)]).toMatchObject({ fund_sources: ['salary', 'savings'] });
    await userEvent.click(screen.getByRole('checkbox', { name: /ข้าพเจ้ายืนยัน/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งใบสมัครอีกครั้ง' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await userEvent.click(screen.getByRole('button', { name: 'ส่งใบสมัครอีกครั้ง' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'ส่งข้อมูลที่แก้ไขแล้ว' })).toBeTruthy();
    expect(screen.getByText(/เจ้าหน้าที่จะตรวจสอบข้อมูลที่แก้ไขอีกครั้ง/)).toBeTruthy();
  });
});
