import { z } from 'zod';
import { idSchema, isoDateSchema, riskLevelSchema } from './common';

/**
 * May this customer trade, and with what (issue 8)? GET port private/api/v1/customer/trading-profile
 * and GET port private/api/v1/customer/banks (ours: spec §7 lists no call with all of a
 * customer's banks). The server checks the same rules on every checkout.
 */
export const TRADE_REFUSAL_CODES = [
  'ACCOUNT_NOT_APPROVED',
  'KYC_EXPIRED',
  'ID_CARD_EXPIRED',
  'SUIT_EXPIRED',
  'SUITABILITY_REQUIRED',
  // Issue 22 item 1: purchases are paid by automatic debit (ATS); none is set up, or the bank refused it.
  'ATS_REQUIRED',
  'ATS_REJECTED',
] as const;
export const tradeRefusalCodeSchema = z.enum(TRADE_REFUSAL_CODES);
export type TradeRefusalCode = z.infer<typeof tradeRefusalCodeSchema>;

export const tradeRefusalSchema = z.object({
  error_code: tradeRefusalCodeSchema,
  /** Thai: why the customer cannot trade. */
  message: z.string(),
  /** 'all': no order at all; 'buy': buys and switches only (selling stays possible). */
  blocks: z.enum(['all', 'buy']),
  /** Where to fix it (label and app path). */
  fix_label: z.string(),
  fix_url: z.string(),
});
export type TradeRefusal = z.infer<typeof tradeRefusalSchema>;

export const tradingProfileSchema = z.object({
  /** The highest fund risk (1–8) the customer may buy today (shared/domain/allowed-risk); null when never assessed or expired. */
  suit_risk_level: riskLevelSchema.nullable(),
  /** Whether the suitability assessment is current, expired or missing (issue 17: an expired level is never shown as current). */
  suit_state: z.enum(['current', 'expired', 'none']),
  /** The assessment's last valid day; null when unknown. */
  suit_expiry: isoDateSchema.nullable(),
  can_buy: z.boolean(),
  can_sell: z.boolean(),
  refusals: z.array(tradeRefusalSchema),
});
export type TradingProfile = z.infer<typeof tradingProfileSchema>;

export const customerBankSchema = z.object({
  /** What fast-checkout bodies send as bank_id. */
  bank_id: idSchema,
  bank_name: z.string(),
  bank_display_name: z.string(),
  masked_bank_account_no: z.string(),
  bank_logo_url: z.string().nullable(),
  is_main: z.boolean(),
});
export type CustomerBank = z.infer<typeof customerBankSchema>;
export const customerBankListSchema = z.array(customerBankSchema);
