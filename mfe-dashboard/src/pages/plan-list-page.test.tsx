import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planList } from '../test/fixtures';
import PlanListPage from './plan-list-page';

function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((v) => !v)}>
        สลับ
      </button>
      {shown ? <PlanListPage accountType="omnibus" /> : null}
    </>
  );
}

describe('plan list page', () => {
  it('spec §2: /dashboard/omnibus lists only omnibus plans', async () => {
    fakeApi().on('GET', portAggregationPaths.planList, ok(planList()));
    renderAt(<PlanListPage accountType="omnibus" />);
    const rows = await screen.findAllByTestId('plan-row');
    expect(rows.map((r) => r.dataset.planId)).toEqual(['p-1']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('แผนการลงทุนบัญชีรวม');
  });

  it('spec §4: coming back within 5 minutes reuses the cached plan list; refresh forces a new call', async () => {
    const user = userEvent.setup();
    const fake = fakeApi().on('GET', portAggregationPaths.planList, ok(planList()));
    const count = () => fake.calls.filter((c) => c === `GET ${portAggregationPaths.planList}`).length;
    renderAt(<Toggle />);
    await screen.findAllByTestId('plan-row');
    await user.click(screen.getByRole('button', { name: 'สลับ' }));
    await user.click(screen.getByRole('button', { name: 'สลับ' }));
    expect(await screen.findAllByTestId('plan-row')).toHaveLength(1);
    expect(count()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'รีเฟรช' }));
    await waitFor(() => expect(count()).toBe(2));
  });
});
