import type { ModelAllocation } from '../schema/plans';

/** A past purchase: units are bought at the NAV of `daysAgo`, so P/L comes from real prices. */
export type SeedPurchase = { fund: string; amount: string; daysAgo: number; realizedPl?: string; dividend?: string };
export type SeedDca = { fund: string; amount: string; day: number; status: 'active' | 'paused' | 'cancelled' };
export type SeedPending = { fund: string; amount: string; type?: 'buy' | 'sell'; source?: string };

export type SeedPlan = {
  accountType: 'omnibus' | 'segregate' | 'private-fund';
  slot: number;
  name: string;
  planType: string;
  goalType?: string;
  goalTimeframe?: number;
  goalMoney?: string;
  initial: string;
  contribution: string;
  riskLevel: number;
  status?: string;
  modelCode?: string;
  model: ModelAllocation[];
  purchases: SeedPurchase[];
  pending?: SeedPending[];
  pra?: {
    status: string;
    day: number;
    total: string;
    topup: string;
    minInvest: string;
    /** Why the last debit failed (PRA_ERROR only). */
    error?: { code: string; message: string };
  };
  dca?: SeedDca[];
  aa?: 'enabled' | 'paused' | 'not_enabled';
  canEnableAa?: boolean;
};

export type SeedCustomer = {
  id: string;
  displayNameEn: string;
  email: string;
  tel: string;
  accountStatus: string;
  oaStatus: string;
  portStatus: string;
  /** Days from today; negative = already expired. */
  kycInDays?: number;
  suitInDays?: number;
  idCardInDays?: number;
  /** Suitability risk level 1–8; default: the riskiest of the customer's plans (none without plans). */
  suitRiskLevel?: number;
  rejectReason?: string;
  /** The automatic debit (issue 22): still to register, or the bank's refusal of the last request. */
  ats?: SeedAts;
  canOa: Record<string, string>;
  agent?: string;
  advisorId?: string;
  serviceLevel?: string;
  accounts: { type: 'omnibus' | 'segregate' | 'private-fund'; status: string }[];
  plans: SeedPlan[];
};

export type SeedAts =
  | { status: 'ATS_REQUIRED' }
  | { status: 'ATS_REJECTED'; bankCode: string; accountNo: string; accountName: string; rejectReason: string; daysAgo: number };
