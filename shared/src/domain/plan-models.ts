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

/** A model from [fund, weight %] pairs: one line a level, so the ladder reads as a table. */
const model = (code: string, ...funds: [string, number][]): PlanModel => ({
  code,
  model: funds.map(([fund_code, weight]) => ({ fund_code, weight })),
});
const GROWTH = model('MP-GROWTH', ['ONE-UGG-RA', 40], ['KFSDIV', 30], ['K-FIXED', 30]);

const LADDER: Record<number, PlanModel> = {
  1: model('MP-EMERGENCY', ['ES-CASH', 100]),
  2: model('MP-EMERGENCY', ['K-CASH', 60], ['ES-CASH', 40]),
  3: model('MP-EMERGENCY', ['K-CASH', 70], ['ES-CASH', 30]),
  4: model('MP-CONSERVATIVE', ['K-FIXED', 70], ['K-CASH', 30]),
  5: model('MP-BALANCED', ['KFSMART', 60], ['K-FIXED', 40]),
  6: GROWTH,
  7: GROWTH,
  8: model('MP-GOE', ['SCBSET50', 40], ['KT-PRECIOUS', 20], ['K-PROPI', 40]),
};

export const RISK_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The model of a risk level (1–8; out-of-range levels are clamped). */
export function riskLevelModel(riskLevel: number): PlanModel {
  const level = Math.min(8, Math.max(1, Math.round(riskLevel)));
  const found = LADDER[level]!;
  return { code: found.code, model: found.model.map((m) => ({ ...m })) };
}
