import { eq } from 'drizzle-orm';
import type { TradingProfile } from '@port/shared/contracts/trading-profile';
import { isRiskierThanCustomer, RISK_ACKNOWLEDGEMENT_MESSAGE, tradeRefusals } from '@port/shared/domain/trade-eligibility';
import { allowedFundRisk, allowedRisk } from '@port/shared/domain/allowed-risk';
import type { Db } from '../../db/client';
import { atsRegistrations } from '../../db/schema/ats';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { bangkokDate } from '../../lib/dates';
import type { FundRow } from '../funds/navs';
import type { OrderLine } from '../orders/order-lines';

/** The customer as the trade rules read them: the record and the status of their automatic debit (ATS). */
export type CustomerRow = typeof customers.$inferSelect & { atsStatus: string | null };

export async function customerRow(db: Db, customerId: string): Promise<CustomerRow> {
  const [row] = await db
    .select({ customer: customers, atsStatus: atsRegistrations.status })
    .from(customers)
    .leftJoin(atsRegistrations, eq(atsRegistrations.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
  return { ...row.customer, atsStatus: row.atsStatus };
}

/** The customer's trading profile (issue 8): suitability level and every reason not to trade today. */
export function tradingProfile(customer: CustomerRow, today = bangkokDate()): TradingProfile {
  const refusals = tradeRefusals(customer, today);
  const risk = allowedRisk(customer, today);
  return {
    suit_risk_level: allowedFundRisk(risk),
    suit_state: risk.state,
    suit_expiry: customer.suitExpiry,
    can_buy: refusals.length === 0,
    can_sell: refusals.every((r) => r.blocks !== 'all'),
    refusals,
  };
}

/**
 * Refuses with 422 and the refusal's code when the customer may not place these lines: any
 * order at all ('all' refusals), or a buy ('buy' refusals such as an expired suitability).
 */
export function assertMayTrade(customer: CustomerRow, lines: Pick<OrderLine, 'orderType'>[] | 'any'): void {
  const refusals = tradeRefusals(customer, bangkokDate());
  const buys = lines === 'any' ? false : lines.some((l) => l.orderType !== 'sell');
  const blocking = refusals.find((r) => r.blocks === 'all' || buys);
  if (blocking) throw new HttpError(422, blocking.error_code, blocking.message);
}

/** Buy lines whose fund is riskier than the customer's suitability level. */
export function riskierFunds(customer: CustomerRow, lines: OrderLine[], funds: Map<string, FundRow>): string[] {
  const codes = lines
    .filter((l) => l.orderType !== 'sell')
    .map((l) => l.fundCode)
    .filter((code) => isRiskierThanCustomer(funds.get(code)?.riskLevel ?? 8, customer.suitRiskLevel));
  return [...new Set(codes)];
}

/** A riskier buy without `risk_acknowledged: true` is refused (422 RISK_ACKNOWLEDGEMENT_REQUIRED). */
export function assertRiskAcknowledged(riskier: string[], acknowledged: boolean): void {
  if (riskier.length > 0 && !acknowledged) {
    throw new HttpError(422, 'RISK_ACKNOWLEDGEMENT_REQUIRED', `${RISK_ACKNOWLEDGEMENT_MESSAGE} (${riskier.join(', ')})`);
  }
}
