import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutPanelProps } from '@port/shared/contracts/checkout-panel';
import { renderAt } from '@port/shared/test/render';
import { rmfRecommendation } from '../../../test/recommendation-fixtures';
import { ComboCheckout } from './combo-checkout';

const combo = rmfRecommendation.port.combos[0]!;
const plan = { plan_id: 'p-9', account_type: 'segregate' as const, plan_slot: 2, plan_name: 'ลดหย่อนภาษี' };

/** The checkout for the tax-saving plan on /tax-saving-fund; each test changes what it is about. */
const renderCheckout = (props: Partial<ComponentProps<typeof ComboCheckout>>) =>
  renderAt(
    <ComboCheckout
      combo={combo}
      signedIn
      plan={plan}
      planLoading={false}
      planFailed={false}
      onRetryPlan={() => {}}
      returnUrl="/tax-saving-fund"
      onClose={() => {}}
      {...props}
    />,
    { path: '/tax-saving-fund', route: '/tax-saving-fund' },
  );

describe('buying a combo through orders/CheckoutPanel (issue 10 item 3; spec §7 tsf-combo)', () => {
  it('mounts the panel in tsf-combo mode for the tax-saving plan, and after placing links to the plan page', async () => {
    const user = userEvent.setup();
    const seen: CheckoutPanelProps[] = [];
    function FakePanel(props: CheckoutPanelProps) {
      seen.push(props);
      return (
        <button type="button" onClick={() => props.onDone?.({ status: 'placed', result: { orders: [] } as never })}>
          ยืนยันคำสั่งซื้อ
        </button>
      );
    }
    const loader = vi.fn(async () => ({ default: FakePanel }));
    renderCheckout({ loader });
    const confirm = await screen.findByRole('button', { name: 'ยืนยันคำสั่งซื้อ' });
    // Review item 7: it names what is bought and where; the panel's own close is the only one.
    expect(screen.getByTestId('tsf-checkout').textContent).toContain('ซื้อ RMF เติบโต ในแผน "ลดหย่อนภาษี"');
    expect(screen.queryByRole('button', { name: 'ปิด' })).toBeNull();
    await user.click(confirm);
    expect(loader).toHaveBeenCalledWith('orders/CheckoutPanel');
    expect(seen[0]).toMatchObject({
      plan,
      mode: 'tsf-combo',
      combo: { combo_id: 'combo-rmf-growth', name: 'RMF เติบโต', min_amount: 1667 },
    });
    expect(screen.getByTestId('tsf-combo-placed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่แผนลดหย่อนภาษี' }).getAttribute('href')).toBe('/dashboard/segregate/2');
  });

  it('a cancelled checkout closes the panel; a failed plan list offers a retry, not "create a plan"', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onRetry = vi.fn();
    const loader = vi.fn(async () => ({
      default: (p: CheckoutPanelProps) => (
        <button type="button" onClick={() => p.onDone?.({ status: 'cancelled' })}>
          ยกเลิก
        </button>
      ),
    }));
    const first = renderCheckout({ onRetryPlan: onRetry, onClose, loader });
    await user.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    first.unmount();
    renderCheckout({ plan: null, planFailed: true, onRetryPlan: onRetry, onClose });
    expect(screen.queryByRole('link', { name: 'สร้างแผนลดหย่อนภาษี' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
