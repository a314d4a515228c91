import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutPanelProps } from '@port/shared/contracts/checkout-panel';
import { renderAt } from '@port/shared/test/render';
import { SavedPanel } from './saved-panel';

const plan = { plan_id: '77', plan_slot: 4, account_type: 'omnibus' as const, plan_name: 'เที่ยวญี่ปุ่น' };

describe('after creating a plan (issue 9; issue 8 orders/CheckoutPanel)', () => {
  it('links to the plan page and "ลงทุนเลย" mounts orders/CheckoutPanel for the new plan in initial mode', async () => {
    const seen: { id: string; props?: CheckoutPanelProps }[] = [];
    const FakePanel = (props: CheckoutPanelProps) => {
      seen.push({ id: 'panel', props });
      return <p>แผงสั่งซื้อของ {props.plan.plan_name}</p>;
    };
    const loader = async (id: string) => {
      seen.push({ id });
      return { default: FakePanel };
    };
    renderAt(<SavedPanel plan={plan} created loader={loader} />);
    expect(screen.getByRole('link', { name: 'ไปที่หน้าแผนของฉัน' }).getAttribute('href')).toBe('/dashboard/omnibus/4');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ลงทุนเลย' }));
    expect(await screen.findByText('แผงสั่งซื้อของ เที่ยวญี่ปุ่น')).toBeTruthy();
    expect(seen[0]).toEqual({ id: 'orders/CheckoutPanel' });
    expect(seen[1]?.props).toMatchObject({ plan, mode: 'initial' });
  });

  it('after an edit there is no invest-now offer', () => {
    renderAt(<SavedPanel plan={plan} created={false} />);
    expect(screen.getByText('บันทึกการแก้ไขเรียบร้อยแล้ว')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ลงทุนเลย' })).toBeNull();
  });
});
