import { z } from 'zod';

/** Every enumeration of spec §4, plus account/plan/fund types of spec §1 and §3. */

export const planStatusClientSchema = z.enum([
  'none',
  'on-process',
  'batch-on-process',
  'need-adjustment',
  'invalid-min-redemption',
  'need-topup-min-invest',
  'need-topup',
  'need-checkup',
  'error',
  'is-aa',
]);
export type PlanStatusClient = z.infer<typeof planStatusClientSchema>;

export const planStatusServerSchema = z.enum([
  'error',
  'not_enabled',
  'on_process',
  'batch_on_process',
  'pending',
  'need_checkup',
  'none',
  'optional_adjustment',
]);
export type PlanStatusServer = z.infer<typeof planStatusServerSchema>;

export const adjustmentStatusSchema = z.enum(['none', 'need-adjustment', 'optional-adjustment', 'need-checkup']);
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;

export const dcaStatusSchema = z.enum(['none', 'need-adjustment', 'need-set', 'need-remove', 'match']);
export type DcaStatus = z.infer<typeof dcaStatusSchema>;

export const ACCOUNT_STATUSES = [
  'NO_ACCOUNT',
  'ACCOUNT_OPENING',
  'ACCOUNT_OPENING_MAINTENANCE',
  'ACCOUNT_SUBMITTED',
  'ACCOUNT_REJECTED',
  'ACCOUNT_RESUBMITTED',
  'ACCOUNT_WAITING_APPROVE',
  'ACCOUNT_APPROVED',
  'ACCOUNT_READY',
  'ACCOUNT_UPDATING',
  'ACCOUNT_LACK_INFO',
  'ACCOUNT_NEED_INFO',
  'ACCOUNT_FREEZE',
  'ACCOUNT_CLOSE',
  'ATS_REQUIRED',
  'ATS_SUBMITTED',
  'ATS_REJECTED',
  'ID_CARD_WARNING',
  'ID_CARD_EXPIRED',
  'KYC_WARNING',
  'KYC_EXPIRED',
  'SUIT_WARNING',
  'SUIT_EXPIRED',
  'FIRST_TIME_PENDING_ORDER',
  'SEGREGATE_WAITING_APPROVE',
  'SEGREGATE_READY',
  'PRA',
  'DCA_NEED_ADJUSTMENT',
  'DCA_NEED_REMOVE',
  'NONE',
] as const;
/** Account status shown on a card. */
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const openAccountReadinessSchema = z.enum([
  'READY',
  'NOT_READY',
  'DISABLED',
  'OPENED',
  'WAITING_ACCOUNT_APPROVED',
  'REACH_MAX_LIMIT',
  'MAINTENANCE',
  'HIDDEN',
]);
export type OpenAccountReadiness = z.infer<typeof openAccountReadinessSchema>;

export const segregateAccountStatusSchema = z.enum([
  ...ACCOUNT_STATUSES,
  'ATS_CONFIRMED',
  'ACCOUNT_MAINTENANCE',
  'ACCOUNT_ERROR',
]);
export type SegregateAccountStatus = z.infer<typeof segregateAccountStatusSchema>;

export const partnerStatusSchema = z.enum(['PARTNER_ERROR', 'PARTNER_MAINTENANCE', 'PARTNER_READY']);
export type PartnerStatus = z.infer<typeof partnerStatusSchema>;

export const expiryKindSchema = z.enum(['KYC', 'SUIT', 'ID_CARD']);
export type ExpiryKind = z.infer<typeof expiryKindSchema>;

export const PRA_STATUSES = [
  'PRA',
  'ON_PROCESS',
  'DCA_NEED_ADJUSTMENT',
  'DCA_NEED_REMOVE',
  'DCA_NEED_SET',
  'PRA_ERROR',
  'PRA_BATCH_ON_PROCESS',
  'NONE',
] as const;
export const praStatusSchema = z.enum(PRA_STATUSES);
export type PraStatus = z.infer<typeof praStatusSchema>;

/** Dashboard status: account statuses + API_ERROR, SUB_ACCOUNT_WAITING_APPROVE, ON_PROCESS, PRA statuses, DCA_NEED_SET. */
export const dashboardStatusSchema = z.enum([
  ...ACCOUNT_STATUSES, // already holds PRA, DCA_NEED_ADJUSTMENT, DCA_NEED_REMOVE, NONE
  'API_ERROR',
  'SUB_ACCOUNT_WAITING_APPROVE',
  'ON_PROCESS',
  'DCA_NEED_SET',
  'PRA_ERROR',
  'PRA_BATCH_ON_PROCESS',
]);
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>;

export const orderTypeMarkerSchema = z.enum(['PROPOSAL_ORDER', 'AA_ENABLED', 'AA_PAUSED']);
export type OrderTypeMarker = z.infer<typeof orderTypeMarkerSchema>;

export const autoAllocationStateSchema = z.enum(['enabled', 'paused', 'not_enabled']);
export type AutoAllocationState = z.infer<typeof autoAllocationStateSchema>;

/** Account types that hold plans (used in URLs: /dashboard/{accountType}/...). */
export const accountTypeSchema = z.enum(['omnibus', 'segregate', 'private-fund']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Every account kind named in the product (plan list accounts, can_oa flags). */
export const productAccountTypeSchema = z.enum([
  'omnibus',
  'segregate',
  'private-fund',
  'daingern_invest',
  'siam_validus',
  'kkp_savings',
]);
export type ProductAccountType = z.infer<typeof productAccountTypeSchema>;

/**
 * Plan types. Spec §1 names omnibus, segregate, private-fund, goal-based, 1stm and goe.
 * We add 'general' (a free plan without a goal), 'retirement' and 'tax-saving' for the
 * plan-select catalogue; only goal-based/1stm are goal plans (spec §3 plan flags).
 */
export const planTypeSchema = z.enum([
  'omnibus',
  'segregate',
  'private-fund',
  'goal-based',
  '1stm',
  'goe',
  'general',
  'retirement',
  'tax-saving',
]);
export type PlanType = z.infer<typeof planTypeSchema>;

export const fundTaxTypeSchema = z.enum(['ssf', 'rmf', 'tesg', 'tesgx']);
export type FundTaxType = z.infer<typeof fundTaxTypeSchema>;

export const wealthTierSchema = z.enum(['Exclusive', 'PrivateWealth', 'PrivateBanking']);
export type WealthTier = z.infer<typeof wealthTierSchema>;

/** Asset types of the assets analyzer (spec §3). */
export const assetTypeSchema = z.enum(['mutual_funds', 'other_assets']);
export type AssetType = z.infer<typeof assetTypeSchema>;

/** Order kinds (names not shown in the spec; ours). */
export const orderTypeSchema = z.enum(['buy', 'sell', 'switch']);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** {batchType} of fast checkout and batch-order calls (names not shown in the spec; ours). */
export const batchTypeSchema = z.enum(['initial', 'topup', 'rebalance', 'redeem']);
export type BatchType = z.infer<typeof batchTypeSchema>;
