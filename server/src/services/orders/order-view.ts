import { z } from 'zod';
import type { Order } from '@port/shared/contracts/order';
import { orderTypeSchema } from '@port/shared/contracts/enums';
import { paymentDisplayText } from '@port/shared/domain/order-wording';
import { ORDER_STATUSES, type OrderStatus } from '../../db/schema/checks';
import type { orders } from '../../db/schema/orders';
import type { customerBanks } from '../../db/schema/customers';
import { daysBetween } from '../../lib/dates';
import { maskBankAccount } from '@port/shared/domain/mask';

export type OrderRow = typeof orders.$inferSelect;
export type BankRow = typeof customerBanks.$inferSelect;

const STATE: Record<OrderStatus, { state: string; text: string }> = {
  pending: { state: 'WAITING', text: 'รอดำเนินการ' },
  cancelled: { state: 'CANCELLED', text: 'ยกเลิกแล้ว' },
  completed: { state: 'COMPLETED', text: 'สำเร็จ' },
};

const num = (value: string | null) => (value === null ? null : Number(value));

/** An order row as the spec §3 "Order" fields. */
export function toOrder(row: OrderRow, bank: BankRow | undefined): Order {
  const state = STATE[z.enum(ORDER_STATUSES).parse(row.status)];
  const orderType = orderTypeSchema.parse(row.orderType);
  return {
    order_no: row.orderNo,
    vir_ref_trans_no: row.virRefTransNo,
    order_type: orderType,
    order_date: row.orderDate.toISOString(),
    fund_shortcode: row.fundCode,
    source: row.source,
    xwt_ref_no: row.virRefTransNo,
    xwt_fund: row.orderType === 'switch' ? row.fundCode : null,
    sw_to_fund: row.swToFund,
    sw_to_amount: null,
    sw_to_unit: null,
    trade_date: row.tradeDate,
    amount: num(row.amount),
    unit: num(row.unit),
    net_transaction_amount: row.status === 'completed' ? num(row.amount) : null,
    net_transaction_unit: row.status === 'completed' ? num(row.unit) : null,
    expected_day: Math.max(0, daysBetween(row.tradeDate, row.expectedDate)),
    expected_date: row.expectedDate,
    state: state.state,
    state_text: state.text,
    remark: null,
    error_desc: null,
    status: row.status,
    transaction_date: row.status === 'completed' ? row.orderDate.toISOString() : null,
    bank_name: bank?.bankDisplayName ?? null,
    masked_bank_account_no: bank ? maskBankAccount(bank.bankAccountNo) : null,
    payment_method: row.paymentMethod,
    payment_display_text: paymentDisplayText(orderType, row.paymentMethod),
    nav_date: row.navDate,
  };
}
