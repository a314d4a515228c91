import type { Allocation } from './plan-minimum';

/**
 * The model a new plan follows at a risk level (issue 17 item 4), for every plan type but the
 * tax-saving one (its model is the tax rules' business: server model-templates.ts). A plan's
 * level is its ceiling: every fund of the level-n model has a fund risk of n or less (checked
 * against the fund catalogue by the server's plan-models test), so no model needs to say a fund
 * is above it. Levels 1–3 can only hold money-market funds (the catalogue has no level-3 fund);
 * gold and property funds are level 8, so only the level-8 model (พอร์ต GOE) holds them.
 */
export type PlanModel = { code: string; model: Allocation[] };

const LADDER: Record<number, PlanModel> = {
  1: { code: 'MP-EMERGENCY', model: [{ fund_code: 'ES-CASH', weight: 100 }] },
  2: {
    code: 'MP-EMERGENCY',
    model: [
      { fund_code: 'K-CASH', weight: 60 },
      { fund_code: 'ES-CASH', weight: 40 },
    ],
  },
  3: {
    code: 'MP-EMERGENCY',
    model: [
      { fund_code: 'K-CASH', weight: 70 },
      { fund_code: 'ES-CASH', weight: 30 },
    ],
  },
  4: {
    code: 'MP-CONSERVATIVE',
    model: [
      { fund_code: 'K-FIXED', weight: 70 },
      { fund_code: 'K-CASH', weight: 30 },
    ],
  },
  5: {
    code: 'MP-BALANCED',
    model: [
      { fund_code: 'KFSMART', weight: 60 },
      { fund_code: 'K-FIXED', weight: 40 },
    ],
  },
  6: {
    code: 'MP-GROWTH',
    model: [
      { fund_code: 'ONE-UGG-RA', weight: 40 },
      { fund_code: 'KFSDIV', weight: 30 },
      { fund_code: 'K-FIXED', weight: 30 },
    ],
  },
  7: {
    code: 'MP-GROWTH',
    model: [
      { fund_code: 'ONE-UGG-RA', weight: 40 },
      { fund_code: 'KFSDIV', weight: 30 },
      { fund_code: 'K-FIXED', weight: 30 },
    ],
  },
  8: {
    code: 'MP-GOE',
    model: [
      { fund_code: 'SCBSET50', weight: 40 },
      { fund_code: 'KT-PRECIOUS', weight: 20 },
      { fund_code: 'K-PROPI', weight: 40 },
    ],
  },
};

export const RISK_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The model of a risk level (1–8; out-of-range levels are clamped). */
export function riskLevelModel(riskLevel: number): PlanModel {
  const level = Math.min(8, Math.max(1, Math.round(riskLevel)));
  const found = LADDER[level]!;
  return { code: found.code, model: found.model.map((m) => ({ ...m })) };
}
