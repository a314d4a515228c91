/**
 * Expected annual return and volatility per risk level 1–8 (SEC Thailand risk spectrum):
 * the same table drives the seeded NAV history and the wealth-path/dividend projections.
 */
export type RiskProfile = { expectedReturn: number; volatility: number; dividendYield: number; textTh: string };

export const RISK_TABLE: Record<number, RiskProfile> = {
  1: { expectedReturn: 0.015, volatility: 0.004, dividendYield: 0, textTh: 'ความเสี่ยงต่ำ' },
  2: { expectedReturn: 0.02, volatility: 0.01, dividendYield: 0, textTh: 'ความเสี่ยงต่ำ' },
  3: { expectedReturn: 0.025, volatility: 0.025, dividendYield: 0.01, textTh: 'ความเสี่ยงปานกลางค่อนข้างต่ำ' },
  4: { expectedReturn: 0.03, volatility: 0.04, dividendYield: 0.015, textTh: 'ความเสี่ยงปานกลางค่อนข้างต่ำ' },
  5: { expectedReturn: 0.045, volatility: 0.08, dividendYield: 0.02, textTh: 'ความเสี่ยงปานกลางค่อนข้างสูง' },
  6: { expectedReturn: 0.06, volatility: 0.15, dividendYield: 0.03, textTh: 'ความเสี่ยงสูง' },
  7: { expectedReturn: 0.07, volatility: 0.2, dividendYield: 0.02, textTh: 'ความเสี่ยงสูง' },
  8: { expectedReturn: 0.05, volatility: 0.22, dividendYield: 0, textTh: 'ความเสี่ยงสูงมาก' },
};

export function riskProfile(level: number): RiskProfile {
  const profile = RISK_TABLE[Math.min(8, Math.max(1, Math.round(level)))];
  if (!profile) throw new Error(`risk level ${level}`);
  return profile;
}
