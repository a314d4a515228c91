import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ProposalOrderLine } from '@port/shared/contracts/order';
import { taxExcess } from '../model/tax-excess';
import { TaxFundConditions } from './tax-fund-conditions';

/** A tax-fund buy as the server previews it in 2571 (2028), a year without a rule table. */
const line: ProposalOrderLine = {
  order_type: 'buy',
  fund_shortcode: 'SCBRMS&P500',
  fund_name_th: 'กองทุน SCBRMS&P500',
  sw_to_fund: null,
  amount: 300_000,
  unit: null,
  estimated_amount: 300_000,
  risk_level: 6,
  fact_sheet_url: null,
  cutoff_time: '15:30',
  trade_date: '2028-03-01',
  nav_date: '2028-03-01',
  settlement_date: '2028-03-02',
  next_day_reason: null,
  holding_condition: null,
  fund_tax_type: 'rmf',
  tax_conditions: {
    tax_type: 'rmf',
    tax_year: 2028,
    deduction: 'no-table',
    holding_rule: 'ถือครองไม่น้อยกว่า 5 ปีนับจากวันที่ซื้อ และขายได้เมื่ออายุครบ 55 ปีบริบูรณ์',
    holding_years: 5,
    holding_exact: true,
    sellable_from: '2033-03-01',
    needs_age: true,
  },
};

describe('tax-fund conditions in a tax year without a rule table (issue 17 "Bad input and faults")', () => {
  it('say the year has no table, promise no deduction and compute nothing above a room', () => {
    const excess = taxExcess([line], { income: '1,000,000', other: '0', ltf: '0' }, null);
    expect(excess).toEqual([]);
    render(<TaxFundConditions lines={[line]} excess={excess} checked={false} onChange={() => undefined} />);
    const box = screen.getByTestId('tax-fund-conditions').textContent ?? '';
    expect(box).toContain('ยังไม่มีตารางเกณฑ์ลดหย่อนของปีภาษี 2571 จึงยังไม่ยืนยันสิทธิลดหย่อน');
    expect(box).not.toContain('ใช้สิทธิลดหย่อนภาษีของปี');
    expect(box).not.toContain('ส่วนที่ไม่ได้ใช้ลดหย่อน');
    expect(box).toContain('ขายได้โดยไม่เสียสิทธิตั้งแต่ 1 มี.ค. 2576 และเมื่ออายุครบ 55 ปีบริบูรณ์');
  });
});
