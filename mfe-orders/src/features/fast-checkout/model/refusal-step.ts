import { TRADE_REFUSAL_CODES, type TradeRefusal } from '@port/shared/contracts/trading-profile';
import type { CheckoutModeRow } from './checkout-modes';

export type CheckoutStep = 'amount' | 'bank' | 'confirm';

/** Where a server refusal (422 error_code) can be fixed (issue 8: shown on that step). */
export function stepForRefusal(code: string): CheckoutStep | 'eligibility' {
  switch (code) {
    case 'RISK_ACKNOWLEDGEMENT_REQUIRED':
    case 'TAX_HOLDING_ACKNOWLEDGEMENT_REQUIRED':
    case 'TAX_FUND_ACKNOWLEDGEMENT_REQUIRED':
      return 'confirm';
    case 'NOT_FOUND':
      return 'bank';
    default:
      // Who may trade at all (shared/domain/trade-eligibility): expired records, a required or refused ATS (issue 22).
      if ((TRADE_REFUSAL_CODES as readonly string[]).includes(code)) return 'eligibility';
      // BELOW_MINIMUM, NOTHING_TO_SELL, NOTHING_TO_ORDER, IDEMPOTENCY_MISMATCH, NO_ALLOCATION, ...
      return 'amount';
  }
}

/** The refusals that stop this mode: every refusal for a buy, only 'all' ones for a redeem. */
export const blockingRefusals = (row: Pick<CheckoutModeRow, 'refusals'>, refusals: TradeRefusal[]): TradeRefusal[] =>
  refusals.filter((r) => r.blocks === 'all' || row.refusals === 'all');
