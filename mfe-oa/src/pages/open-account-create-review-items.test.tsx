import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherPaths } from '@port/shared/contracts/api-paths';
import type { OaApplication } from '@port/shared/contracts/oa';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import OaRoutes from '../oa-routes';
import { emptyApplication, savedIdentity, savedWork } from '../test/fixtures';

const renderCreate = () => renderAt(<OaRoutes />, { path: '/oa-landing/create', route: '/oa-landing/*' });
const atTax: OaApplication = {
  ...emptyApplication(),
  completed_steps: ['identity', 'work', 'suitability'],
  next_step: 'tax',
  identity: savedIdentity,
  work: savedWork,
  suitability: { score: 30, risk_level: 4, risk_level_name: 'เสี่ยงสูง', max_fund_risk: 7 },
};

describe('/oa-landing/create, the Thai-investor review of issue 11', () => {
  // The page is lazily loaded: load it once before the first test, whose 1 s wait would otherwise include it.
  beforeAll(async () => void (await import('./open-account-create-page')), 30_000);

  it('item 2: a wrong year focuses the year field, not the day; the card expiry suggests a future year', async () => {
    fakeApi().get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok(emptyApplication()) });
    renderCreate();
    const birth = await screen.findByRole('group', { name: 'วันเกิด' });
    const expiry = screen.getByRole('group', { name: 'วันบัตรประชาชนหมดอายุ' });
    expect(within(birth).getByLabelText('ปี พ.ศ.').getAttribute('placeholder')).toBe('เช่น 2533');
    expect(within(expiry).getByLabelText('ปี พ.ศ.').getAttribute('placeholder')).toBe('เช่น 2575');
    // The names above it are filled: the birth year is the first wrong field.
    for (const [label, value] of [
      ['ชื่อ (ภาษาไทย)', 'สมชาย'],
      ['นามสกุล (ภาษาไทย)', 'ใจดี'],
      ['ชื่อ (ภาษาอังกฤษ)', 'Somchai'],
      ['นามสกุล (ภาษาอังกฤษ)', 'Jaidee'],
    ])
      await userEvent.type(screen.getByLabelText(label!), value!);
    await userEvent.selectOptions(within(birth).getByLabelText('วัน'), '1');
    await userEvent.selectOptions(within(birth).getByLabelText('เดือน'), 'พฤษภาคม');
    await userEvent.type(within(birth).getByLabelText('ปี พ.ศ.'), '1990');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    const year = within(birth).getByLabelText('ปี พ.ศ.');
    await waitFor(() => expect(document.activeElement).toBe(year));
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(within(birth).getByLabelText('วัน').getAttribute('aria-invalid')).toBeNull();
  }, 20_000);

  it('item 4: the step bar names the current step for a phone ("ขั้นที่ 4/6 · สถานะทางภาษี"), aria-current on it', async () => {
    fakeApi().get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok(atTax) });
    renderCreate();
    expect(await screen.findByTestId('oa-step-phone')).toHaveProperty('textContent', 'ขั้นที่ 4/6 · สถานะทางภาษี');
    const nav = screen.getByRole('navigation', { name: 'สมัครเปิดบัญชี' });
    const current = within(nav).getByRole('button', { name: /การแสดงสถานะทางภาษี/ });
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(
      within(nav)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('item 6: each residence has distinct labels; a Thai tax ID may stay empty and says it uses the ID of step 1', async () => {
    const api = fakeApi()
      .get({ [`${otherPaths.oaApplication}?account=omnibus`]: ok(atTax) })
      .on('PUT', `${otherPaths.oaApplicationStep('tax')}?account=omnibus`, ok({ ...atTax, next_step: 'bank' }));
    renderCreate();
    expect(await screen.findByLabelText('ประเทศที่ 1')).toBeTruthy();
    expect(screen.queryByLabelText('ประเทศ')).toBeNull();
    expect(screen.getByText('คนไทยใช้เลขประจำตัวประชาชนเป็นเลขผู้เสียภาษี เว้นว่างไว้เพื่อใช้เลข x-xxxx-xxxxx-70-8 จากขั้นที่ 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มประเทศ' }));
    expect(screen.getByLabelText('ประเทศที่ 2')).toBeTruthy();
    expect(screen.getByLabelText('เลขประจำตัวผู้เสียภาษี (ประเทศที่ 2)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ลบประเทศที่ 2' }));
    await userEvent.click(screen.getByRole('radio', { name: 'ไม่ใช่' }));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกและไปต่อ' }));
    await waitFor(() => expect(api.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1));
    expect(api.bodies[api.calls.findIndex((c) => c.startsWith('PUT'))]).toEqual({
      us_person: false,
      tax_residences: [{ country: 'TH' }],
    });
  });
});
