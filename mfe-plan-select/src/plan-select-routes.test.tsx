import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import PlanSelectRoutes from './plan-select-routes';
import { goalCard, goalInfo, overview, signedIn, signedOut } from './test/fixtures';

const renderPath = (path: string) => renderAt(<PlanSelectRoutes />, { path, route: '/plan-select/*' });

describe('plan-select browsing, signed out (spec §2 routes, §7 hybrid plan-select)', () => {
  it('/plan-select compares plan types (who for, minimum, suggested risk, highlights) and lists playlists and service levels', async () => {
    fakeApi().get({ [portPaths.planSelectOverview]: ok(overview) });
    renderPath('/plan-select');
    expect(screen.getByRole('heading', { level: 1, name: 'เลือกแผนการลงทุน' })).toBeTruthy();
    const card = await screen.findByTestId('plan-type-goal-based');
    expect(card.textContent).toContain('เหมาะกับ: ตั้งเป้าหมาย ระยะเวลา');
    expect(within(card).getByText('ความเสี่ยงของแผนที่แนะนำ')).toBeTruthy();
    expect(within(card).getByText('1,000.00 บาท')).toBeTruthy();
    expect(within(card).getByText('ระดับ 5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ดูรายละเอียดและเริ่มสร้างแผน แผนการลงทุนตามเป้าหมาย' }).getAttribute('href')).toBe(
      '/plan-select/plans/goal-based',
    );
    expect(screen.getByRole('link', { name: 'พักเงิน' }).getAttribute('href')).toBe('/plan-select/playlists/money-market');
    expect(screen.getByRole('link', { name: 'Exclusive' }).getAttribute('href')).toBe('/plan-select/sla/exclusive');
  });

  it('/plan-select/plans lists every plan type; a failed load says so in Thai', async () => {
    fakeApi().get({ [portPaths.planSelectPlanList]: ok([goalCard]) });
    renderPath('/plan-select/plans');
    expect(await screen.findByTestId('plan-type-goal-based')).toBeTruthy();
  });

  it('the plan type page shows the model portfolio of its suggested risk, the minimum and a start button', async () => {
    fakeApi().get({ [portPaths.planSelectInfo('goal-based')]: ok(goalInfo()) });
    renderPath('/plan-select/plans/goal-based');
    expect(await screen.findByRole('heading', { level: 1, name: 'แผนการลงทุนตามเป้าหมาย' })).toBeTruthy();
    const model = screen.getByTestId('model-portfolio');
    expect(within(model).getByText('KFSMART')).toBeTruthy();
    expect(within(model).getAllByText('60.00%').length).toBeGreaterThan(0);
    expect(screen.getByText('1,000.00 บาท')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เริ่มสร้างแผนนี้' }).getAttribute('href')).toBe('/plan-select/plans/goal-based/create');
  });

  it('review item 2: signed out, the plan level suggested for the type, told apart from the suitability result; the model says what its level means against its funds', async () => {
    fakeApi().get({ [authPaths.profile]: ok(signedOut), [portPaths.planSelectInfo('goal-based')]: ok(goalInfo()) });
    renderPath('/plan-select/plans/goal-based');
    expect((await screen.findByTestId('plan-type-risk')).textContent).toBe(
      'ระดับความเสี่ยงของแผนที่แนะนำ: ระดับ 5 - ความเสี่ยงปานกลางค่อนข้างสูง',
    );
    expect(screen.getByTestId('plan-type-suitability').textContent).toBe('เข้าสู่ระบบเพื่อดูระดับที่ตรงกับผลประเมินความเสี่ยงของคุณ');
    // The fixture's level-5 model holds funds rated 5 and 4.
    expect(screen.getByTestId('model-level-meaning').textContent).toContain('ระดับ 5 คือเพดานความเสี่ยงของแผน');
    expect(screen.getByTestId('model-fund-levels').textContent).toBe('กองทุนในพอร์ตนี้เสี่ยงระดับ 4–5 ไม่เกินเพดานระดับ 5');
  });

  it('review item 2: signed in (funds up to 7 = suitability result 4), the page recommends plan level 7 and shows its model, as the create page does', async () => {
    const api = fakeApi().get({
      [authPaths.profile]: ok(signedIn),
      [portPaths.planSelectInfo('goal-based')]: ok(goalInfo(7)),
      [`${portPaths.planSelectInfo('goal-based')}?risk_level=7`]: ok({
        ...goalInfo(7, 7),
        model: { ...goalInfo(7, 7).model, funds: goalInfo(7, 7).model.funds.map((f) => ({ ...f, risk_level: 6 })) },
      }),
    });
    renderPath('/plan-select/plans/goal-based');
    expect((await screen.findByTestId('plan-type-risk')).textContent).toBe(
      'ระดับความเสี่ยงของแผนที่แนะนำสำหรับคุณ: ระดับ 7 - ความเสี่ยงปานกลางค่อนข้างสูง',
    );
    expect(screen.getByTestId('plan-type-suitability').textContent).toBe(
      'ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–7',
    );
    expect(screen.getByTestId('model-fund-levels').textContent).toBe('กองทุนในพอร์ตนี้เสี่ยงระดับ 6 ไม่เกินเพดานระดับ 7');
    expect(api.calls.some((c) => c.includes('risk_level=7'))).toBe(true);
  });

  it.each(['/plan-select/plans/crypto', '/plan-select/plans/crypto/create', '/plan-select/plans/crypto/review'])(
    '%s (unknown plan type) shows the remote’s own Thai not-found with a link back',
    async (path) => {
      fakeApi();
      renderPath(path);
      // The review step is a lazy page (decision record 012): found once its chunk is in.
      expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบประเภทแผนนี้' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'กลับไปดูแผนทั้งหมด' }).getAttribute('href')).toBe('/plan-select/plans');
    },
  );

  it('a plan type the server does not know (404) shows the same not-found', async () => {
    fakeApi().get({ [portPaths.planSelectInfo('general')]: fail(404, 'ไม่พบข้อมูลที่ต้องการ', 'NOT_FOUND') });
    renderPath('/plan-select/plans/general');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบประเภทแผนนี้' })).toBeTruthy();
  });

  it('/plan-select/unknown is not a plan-select screen and shows the Thai 404 page', () => {
    renderPath('/plan-select/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'หน้านี้หายไปแล้ว' })).toBeTruthy();
  });
});
