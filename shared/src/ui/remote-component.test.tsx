import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutPanelProps } from '../contracts/checkout-panel';
import { RemoteCheckoutPanel, RemoteComponent, type ModuleLoader } from './remote-component';

const plan = { plan_id: 'p-1', account_type: 'omnibus', plan_slot: 1, plan_name: 'แผนเกษียณ' } as const;

function FakePanel({ plan: p, mode }: CheckoutPanelProps) {
  return (
    <p>
      แผง {p.plan_name} {mode}
    </p>
  );
}

/** A loader whose answers the test gives, one per call. */
function heldLoader() {
  const calls: Array<{ id: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  const loader: ModuleLoader = (id) => new Promise((resolve, reject) => calls.push({ id, resolve, reject }));
  return { loader, calls };
}

describe('RemoteComponent (issue 8: CheckoutPanel mounted through federation; spec §8 remote down)', () => {
  it('shows a fixed-height skeleton while loading, then the exposed component with its props', async () => {
    const { loader, calls } = heldLoader();
    render(<RemoteCheckoutPanel plan={plan} mode="topup" loader={loader} skeletonHeight={320} />);
    const skeleton = screen.getByRole('status', { name: 'กำลังโหลด' });
    expect(skeleton.getAttribute('data-skeleton-height')).toBe('320');
    expect(calls.map((c) => c.id)).toEqual(['orders/CheckoutPanel']);
    calls[0]!.resolve({ default: FakePanel });
    expect(await screen.findByText('แผง แผนเกษียณ topup')).toBeTruthy();
  });

  it('a remote that cannot be loaded says ordering is unavailable in Thai; retry loads it again', async () => {
    const { loader, calls } = heldLoader();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteCheckoutPanel plan={plan} mode="redeem" loader={loader} />);
    calls[0]!.reject(new Error('remoteEntry.js 502'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ระบบส่งคำสั่งซื้อขายไม่พร้อมใช้งานในขณะนี้');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ default: FakePanel });
    expect(await screen.findByText('แผง แผนเกษียณ redeem')).toBeTruthy();
  });

  it('a module without a component, or a component that throws, shows the fallback and not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, calls } = heldLoader();
    const Broken = () => {
      throw new Error('render failed');
    };
    render(
      <>
        <h1>แผนของฉัน</h1>
        <RemoteComponent id="orders/CheckoutPanel" props={{}} skeletonHeight={100} unavailableText="ใช้ไม่ได้" loader={loader} />
      </>,
    );
    calls[0]!.resolve({ default: 42 });
    expect((await screen.findByRole('alert')).textContent).toContain('ใช้ไม่ได้');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    calls[1]!.resolve({ default: Broken });
    expect((await screen.findByRole('alert')).textContent).toContain('ใช้ไม่ได้');
    expect(screen.getByRole('heading', { name: 'แผนของฉัน' })).toBeTruthy();
  });
});
