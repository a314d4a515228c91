import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { getEventBus } from '@port/shared/bus/event-bus';
import { authPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { planListData, readyVisualStatus } from '@port/shared/test/plan-list';
import { renderAt } from '@port/shared/test/render';
import PlanSelectRoutes from '../plan-select-routes';
import { goalInfo, signedIn, signedOut, wealthPath } from '../test/fixtures';

const renderPath = (path: string) => renderAt(<PlanSelectRoutes />, { path, route: '/plan-select/*' });
const PlanPageStub = () => <p>{`หน้าแผน ${useParams().account}/${useParams().slot}`}</p>;
/** The remote's routes beside a stand-in for the dashboard's plan route, so a navigation there shows. */
const renderWithPlanPage = (path: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/plan-select/*" element={<PlanSelectRoutes />} />
          <Route path="/dashboard/:account/:slot" element={<PlanPageStub />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
const wealthUrl = (q: string) => `${portPaths.wealthPath(5)}?${q}`;
const INFO = portPaths.planSelectInfo('goal-based');
/** Waiting for the omnibus account's approval (ACCOUNT_SUBMITTED), nothing else to open. */
const waitingPlanList = planListData({
  visual_status: readyVisualStatus({ oa: 'ACCOUNT_SUBMITTED' }),
  can_oa: {
    siam_validus: 'HIDDEN',
    daingern_invest: 'HIDDEN',
    kkp_savings: 'HIDDEN',
    omnibus: 'WAITING_ACCOUNT_APPROVED',
    segregate: 'HIDDEN',
  },
});

async function fillDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('เงินเป้าหมาย (บาท)'), '300000');
  await user.type(screen.getByLabelText('ระยะเวลา (ปี)'), '5');
  await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
  const initial = await screen.findByLabelText('เงินลงทุนเริ่มต้น (บาท)');
  await user.clear(initial);
  await user.type(initial, '10000');
  await user.type(screen.getByLabelText('เงินลงทุนรายเดือน (บาท)'), '3000');
  await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
}

describe('plan create and review (issue 9; spec §3 plan-create input, §7 wealth-path and plan POST)', () => {
  it('signed out: a step-by-step draft with a live projection and probability; spaces-only name refused; review asks to sign in and keeps the draft', async () => {
    const api = fakeApi().get({
      [authPaths.profile]: ok(signedOut),
      [INFO]: ok(goalInfo()),
      [`${INFO}?risk_level=5`]: ok(goalInfo()),
      [wealthUrl('initial=10000&contribution=3000&timeframe=5&target=300000')]: ok(wealthPath(42.5)),
      [`${portPaths.dividend(5)}?initial=10000&contribution=3000&timeframe=5`]: ok({
        total: 1500,
        plots: [
          { year: 2027, amount: 300 },
          { year: 2028, amount: 1200 },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPath('/plan-select/plans/goal-based/create');
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findAllByText('กรุณากรอกข้อมูล')).toHaveLength(2);
    await fillDraft(user);
    expect((await screen.findByTestId('risk-signed-out-note')).textContent).toContain('ตรวจสอบ');
    expect(screen.getByRole('radio', { name: /ระดับ 5/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByTestId('goal-probability')).toHaveProperty('textContent', '42.50%');
    // Review items 3 and 5: the amount keeps its บาท (a no-break space), the lump sum reads 'ลงทุนเพิ่มครั้งเดียววันนี้'.
    const fixes = [...screen.getByTestId('goal-fixes').querySelectorAll('li')].map((li) => li.textContent);
    expect(fixes[0]).toBe('เพิ่มเงินลงทุนรายเดือนเป็น 5,200.00\u00a0บาท');
    expect(fixes[2]).toMatch(/^ลงทุนเพิ่มครั้งเดียววันนี้ [\d,]+\.\d\d\u00a0บาท$/);
    const chart = await screen.findByTestId('wealth-band-chart');
    // Axes: Thai money on the left, Buddhist-era years below (today 2569 … 2574).
    const texts = (id: string) => [...chart.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.textContent);
    expect(texts('x-tick')).toEqual(['2569', '2570', '2571', '2572', '2573', '2574']);
    expect(texts('y-tick')).toEqual(['0', '200,000', '400,000', '600,000']);
    expect(screen.getByTestId('projection-table').querySelectorAll('tbody tr')).toHaveLength(5);
    const dividend = screen.getByTestId('dividend');
    expect(await within(dividend).findByText('รวมตลอดแผน 1,500.00 บาท')).toBeTruthy();
    expect(within(dividend).getByRole('rowheader', { name: '2571' })).toBeTruthy();
    const bars = await within(dividend).findByTestId('dividend-bars');
    expect([...bars.querySelectorAll('[data-testid="x-tick"]')].map((e) => e.textContent)).toEqual(['2570', '2571']);
    await user.type(screen.getByLabelText('ชื่อแผน'), '   ');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบแผน' }));
    expect(await screen.findByText('กรุณาระบุชื่อแผน (ห้ามเป็นช่องว่างอย่างเดียว)')).toBeTruthy();
    await user.clear(screen.getByLabelText('ชื่อแผน'));
    await user.type(screen.getByLabelText('ชื่อแผน'), 'เที่ยวญี่ปุ่น');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบแผน' }));
    const signIn = await screen.findByRole('link', { name: 'เข้าสู่ระบบเพื่อสร้างแผน' });
    expect(signIn.getAttribute('href')).toBe(
      `/login?return_url=${encodeURIComponent('/plan-select/plans/goal-based/review')}&action=login`,
    );
    // Review item 3: amounts keep their unit on the line ('3,000.00 บาท/เดือน', no-break space, no 'ต่อ|เดือน').
    expect(screen.getByTestId('review-summary').textContent).toContain('300,000.00\u00a0บาท');
    const perMonth = [...screen.getByTestId('review-summary').querySelectorAll('span')].find(
      (e) => e.textContent === '3,000.00\u00a0บาท/เดือน',
    );
    expect(getComputedStyle(perMonth!).whiteSpace).toBe('nowrap');
    expect(JSON.parse(sessionStorage.getItem('port.plan-create.draft')!).draft).toMatchObject({
      planName: 'เที่ยวญี่ปุ่น',
      target: 300000,
      timeframe: 5,
      initial: 10000,
      contribution: 3000,
    });
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('signed in: a double click on confirm sends one POST with source port-web and an idempotency key; the projection comes before confirm; the saved panel links to the plan', async () => {
    sessionStorage.setItem(
      'port.plan-create.draft',
      JSON.stringify({
        version: 1,
        planType: 'goal-based',
        riskAcknowledged: false,
        draft: {
          target: 300000,
          goal: 'other',
          timeframe: 5,
          initial: 10000,
          contribution: 3000,
          displayRiskLevel: 5,
          planName: 'เที่ยวญี่ปุ่น',
          skipGoal: false,
          skipTimeframe: false,
          skipContribution: false,
          action: 1,
          accountType: 'omnibus',
          planSlot: null,
        },
      }),
    );
    const { reloadDraftStore } = await import('../features/plan-create/model/draft-store');
    reloadDraftStore();
    let release: () => void = () => undefined;
    const api = fakeApi()
      .get({
        [authPaths.profile]: ok(signedIn),
        [`${INFO}?risk_level=5`]: ok(goalInfo(5)),
        [wealthUrl('initial=10000&contribution=3000&timeframe=5&target=300000')]: ok(wealthPath(85)),
      })
      .on(
        'POST',
        portPaths.createPlan('omnibus'),
        () =>
          new Promise((r) => {
            release = () => r(ok({ plan_id: '77', plan_slot: 4, account_type: 'omnibus', plan_name: 'เที่ยวญี่ปุ่น' }));
          }),
      );
    renderPath('/plan-select/plans/goal-based/review');
    const confirm = await screen.findByTestId('confirm-plan');
    // The projection (the number that matters) comes before the action in reading order, as on a phone.
    expect(screen.getByTestId('projection').compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByTestId('review-summary')).getByText('ประเภทเป้าหมาย').nextSibling?.textContent).toBe('อื่นๆ');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1));
    release();
    expect((await screen.findByTestId('go-to-plan')).getAttribute('href')).toBe('/dashboard/omnibus/4');
    const body = api.bodies[api.calls.indexOf(`POST ${portPaths.createPlan('omnibus')}`)] as Record<string, unknown>;
    expect(body).toMatchObject({
      plan_name: 'เที่ยวญี่ปุ่น',
      plan_type: 'goal-based',
      goal_money: 300000,
      goal_timeframe: 5,
      initial: 10000,
      contribution: 3000,
      risk_level: 5,
      source: 'port-web',
    });
    expect(body.idempotency_key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(sessionStorage.getItem('port.plan-create.draft')).toBeNull();
  });

  it('a customer whose application waits for approval is told before the form, with where it stands (issue 17 "Why" 8)', async () => {
    fakeApi().get({
      [authPaths.profile]: ok(signedIn),
      [INFO]: ok(goalInfo(7)),
      [portAggregationPaths.planList]: ok(waitingPlanList),
    });
    renderPath('/plan-select/plans/goal-based/create');
    const notice = await screen.findByTestId('no-account-notice');
    expect(notice.textContent).toContain('คุณยังสร้างแผนไม่ได้ เพราะยังไม่มีบัญชีกองทุนที่อนุมัติแล้ว');
    expect(notice.textContent).toContain('สถานะบัญชีของคุณ: ส่งคำขอเปิดบัญชีแล้ว');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/oa-landing');
    expect(screen.queryByTestId('draft-form')).toBeNull();
  });

  it('a customer without an account is told to open one first, with a link to /oa-landing; a server minimum error shows on the initial', async () => {
    sessionStorage.setItem(
      'port.plan-create.draft',
      JSON.stringify({
        version: 1,
        planType: 'goal-based',
        riskAcknowledged: true,
        draft: {
          target: null,
          goal: null,
          timeframe: 3,
          initial: 10000,
          contribution: 0,
          displayRiskLevel: 7,
          planName: 'ลองดู',
          skipGoal: true,
          skipTimeframe: false,
          skipContribution: true,
          action: 1,
          accountType: 'omnibus',
          planSlot: null,
        },
      }),
    );
    const { reloadDraftStore } = await import('../features/plan-create/model/draft-store');
    reloadDraftStore();
    let answer = fail(422, 'ยังไม่มีบัญชีสำหรับประเภทนี้', 'NO_ACCOUNT');
    fakeApi()
      .get({
        [authPaths.profile]: ok(signedIn),
        [`${INFO}?risk_level=7`]: ok(goalInfo(5, 7)),
        [`${portPaths.wealthPath(7)}?initial=10000&contribution=0&timeframe=3`]: ok({ ...wealthPath(50), goal: null }),
      })
      .on('POST', portPaths.createPlan('omnibus'), () => answer);
    const user = userEvent.setup();
    renderPath('/plan-select/plans/goal-based/review');
    await user.click(await screen.findByTestId('confirm-plan'));
    // A skipped goal says so once: no goal type row, and the target row says what was chosen.
    const summary = screen.getByTestId('review-summary');
    expect(within(summary).queryByText('ประเภทเป้าหมาย')).toBeNull();
    for (const text of ['ไม่ตั้งเงินเป้าหมาย (ลงทุนสะสมไปเรื่อยๆ)', 'ไม่ลงทุนรายเดือน', '3 ปี'])
      expect(within(summary).getByText(text)).toBeTruthy();
    expect(
      within(await screen.findByTestId('save-error'))
        .getByRole('link', { name: 'เปิดบัญชีลงทุน' })
        .getAttribute('href'),
    ).toBe('/oa-landing');
    answer = fail(422, 'จำนวนเงินลงทุนขั้นต่ำคือ 20,000.00 บาท', 'BELOW_MINIMUM');
    await user.click(screen.getByTestId('confirm-plan'));
    expect((await screen.findByTestId('review-error-initial')).textContent).toBe('จำนวนเงินลงทุนขั้นต่ำคือ 20,000.00 บาท');
  });
});

describe('editing a plan (issue 9; spec §7 plan-create/plan/{id}, plan PATCH)', () => {
  it('?action=2&planId=ID pre-fills the draft from the plan and saves the change with PATCH to its slot', async () => {
    const plan = {
      plan_id: '77',
      goal_type: 'house',
      plan_name: 'บ้านหลังแรก',
      initial: 50000,
      contribution: 5000,
      risk_level: 5,
      is_deleted: false,
      plan_type: 'goal-based',
      plan_slot: 4,
      account_type: 'omnibus',
      goal_money: 2000000,
      goal_timeframe: 10,
    };
    const api = fakeApi()
      .get({
        [authPaths.profile]: ok(signedIn),
        [INFO]: ok(goalInfo(5)),
        [`${INFO}?risk_level=5`]: ok(goalInfo(5)),
        [portPaths.planCreatePlan('77')]: ok(plan),
      })
      .on(
        'PATCH',
        portPaths.updatePlan('omnibus', 4),
        ok({ plan_id: '77', plan_slot: 4, account_type: 'omnibus', plan_name: 'บ้านหลังแรก' }),
      );
    api.on('GET', wealthUrl('initial=50000&contribution=5000&timeframe=10&target=2500000'), ok(wealthPath(70)));
    api.on('GET', wealthUrl('initial=50000&contribution=5000&timeframe=10&target=2000000'), ok(wealthPath(80)));
    const toast = vi.fn();
    getEventBus().on('ui/success-toast', toast);
    const user = userEvent.setup();
    renderWithPlanPage('/plan-select/plans/goal-based/create?action=2&planId=77');
    expect(await screen.findByRole('heading', { level: 1, name: 'แก้ไขแผนการลงทุน: แผนการลงทุนตามเป้าหมาย' })).toBeTruthy();
    const target = await screen.findByLabelText('เงินเป้าหมาย (บาท)');
    expect(target).toHaveProperty('value', '2000000');
    await user.clear(target);
    await user.type(target, '2500000');
    for (let i = 0; i < 3; i += 1) await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByLabelText('ชื่อแผน')).toHaveProperty('value', 'บ้านหลังแรก');
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบแผน' }));
    await user.click(await screen.findByRole('button', { name: 'บันทึกการแก้ไข' }));
    // Saved: straight to the plan's page on the dashboard, with a success toast.
    expect(await screen.findByText('หน้าแผน omnibus/4')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'บันทึกการแก้ไขแผนเรียบร้อยแล้ว' });
    const body = api.bodies[api.calls.indexOf(`PATCH ${portPaths.updatePlan('omnibus', 4)}`)] as Record<string, unknown>;
    expect(body).toMatchObject({ goal_money: 2500000, goal_timeframe: 10, plan_name: 'บ้านหลังแรก', source: 'port-web' });
    expect(body).not.toHaveProperty('idempotency_key');
  });

  it('signed in, allowed funds up to level 4 (suitability result 2), choosing plan level 6 shows a warning that must be acknowledged (review item 2: two scales, two labels)', async () => {
    fakeApi().get({ [authPaths.profile]: ok(signedIn), [INFO]: ok(goalInfo(4)) });
    const user = userEvent.setup();
    renderPath('/plan-select/plans/goal-based/create');
    await user.click(await screen.findByLabelText('ยังไม่กำหนดเงินเป้าหมาย'));
    await user.click(screen.getByLabelText('ยังไม่กำหนดระยะเวลา'));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await user.click(await screen.findByLabelText('ไม่ลงทุนรายเดือน'));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(
      await screen.findByText('ผลประเมินความเสี่ยงของคุณ: ระดับ 2 จาก 5 (เสี่ยงปานกลางค่อนข้างต่ำ) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–4'),
    ).toBeTruthy();
    expect(screen.getByText('แนะนำแผนระดับ 4: สูงสุดที่ผลประเมินของคุณลงทุนได้')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /ระดับ 4/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /ระดับ 6/ }));
    expect(screen.getByTestId('risk-warning').textContent).toContain('แผนระดับ 6 เสี่ยงกว่ากองทุนระดับ 4 ที่ผลประเมินของคุณลงทุนได้');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByText('กรุณายืนยันว่ารับทราบความเสี่ยงที่สูงกว่าผลประเมิน')).toBeTruthy();
    expect(screen.queryByLabelText('ชื่อแผน')).toBeNull();
    await user.click(screen.getByTestId('risk-ack'));
    // Issue 17: the minimum follows the level; level 6 needs 2,500 บาท (the server's min_initial_by_level),
    // so the initial amount started at level 4's minimum (1,667) goes back to its step with the reason.
    expect(screen.getByTestId('draft-form').textContent).toContain('เงินลงทุนขั้นต่ำของแผนที่ระดับนี้ 2,500.00\u00a0บาท');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText(/^เงินลงทุนเริ่มต้นต้องไม่น้อยกว่า 2,500\.00\s?บาท$/)).toBeTruthy();
    const initial = screen.getByLabelText('เงินลงทุนเริ่มต้น (บาท)');
    expect(initial).toHaveProperty('value', '1667');
    await user.clear(initial);
    await user.type(initial, '2500');
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByLabelText('ชื่อแผน')).toBeTruthy();
  });
});
