import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@port/shared/contracts/order';
import { order } from '../../../test/plan-fixtures';
import { PendingOrderItem } from './pending-order-item';

const facts = (li: HTMLElement) =>
  Object.fromEntries(
    within(li)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

function renderOrders(orders: Order[]) {
  render(
    <ul>
      {orders.map((o) => (
        <PendingOrderItem key={o.order_no} order={o} onCancel={() => undefined} />
      ))}
    </ul>,
  );
  return screen.getAllByTestId('pending-order');
}

describe('a pending order tells itself apart (issue 17 item 5, "Why" 6)', () => {
  it('two buys of the same fund and amount differ by order time, number and dates', () => {
    /** A 1,500-baht buy of KFSDIV: only its number, order time and dates differ. */
    const buy = (orderNo: string, orderedAt: string, tradeDate: string, expectedDate: string) => ({
      ...order(orderNo, 'KFSDIV'),
      amount: 1_500,
      order_date: orderedAt,
      trade_date: tradeDate,
      expected_date: expectedDate,
    });
    const seeded = buy('ORD-1', '2026-11-17T13:05:00.000Z', '2026-11-18', '2026-11-19');
    const tonight = buy('ORD-2', '2026-11-18T13:40:00.000Z', '2026-11-19', '2026-11-20');
    const [a, b] = renderOrders([seeded, tonight]);
    expect(facts(a!)['สั่งเมื่อ']).toBe('17 พ.ย. 2569 20.05 น.');
    expect(facts(b!)['สั่งเมื่อ']).toBe('18 พ.ย. 2569 20.40 น.');
    expect(facts(a!)['วันที่ทำรายการ (ราคา NAV ของวันนั้น)']).toBe('18 พ.ย. 2569');
    expect(facts(a!)['วันที่หักเงิน']).toBe('18 พ.ย. 2569');
    expect(facts(a!)['วันที่ได้รับหน่วยลงทุน (โดยประมาณ)']).toBe('19 พ.ย. 2569');
    expect(facts(a!)['เลขที่']).toBe('ORD-1');
    expect(facts(b!)['เลขที่']).toBe('ORD-2');
  });

  it('a sell credits the bank on its money date and never reads as a debit', () => {
    const sell: Order = {
      ...order('ORD-3', 'ONE-UGG-RA'),
      order_type: 'sell',
      amount: null,
      unit: 120.5,
      trade_date: '2026-11-18',
      expected_date: '2026-11-25',
      payment_display_text: 'โอนเงินค่าขายเข้าบัญชี',
    };
    const [li] = renderOrders([sell]);
    const f = facts(li!);
    expect(f['จำนวนหน่วย']).toBe('120.5000 หน่วย');
    expect(f['เงินค่าขายเข้าบัญชี']).toBe('กสิกรไทย xxx-x-x1234-x');
    expect(f['วันที่ได้รับเงิน (โดยประมาณ)']).toBe('25 พ.ย. 2569');
    expect(li!.textContent).not.toMatch(/หักเงิน|หักบัญชี/);
  });
});

describe('a pending order names what placed it (spec §4 order-type markers, issue 22 item 2)', () => {
  it('an order from a proposal says so; a web order has no such line', () => {
    const [proposal, web] = renderOrders([
      { ...order('ORD-P', 'KT-PRECIOUS'), source: 'PROPOSAL_ORDER' },
      { ...order('ORD-W', 'KFSDIV'), source: 'port-web' },
    ]);
    expect(facts(proposal!)['ที่มาของคำสั่ง']).toBe('คำสั่งตามคำแนะนำปรับพอร์ต');
    expect(facts(web!)).not.toHaveProperty('ที่มาของคำสั่ง');
  });
});
