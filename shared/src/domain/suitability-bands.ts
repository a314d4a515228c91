/**
 * The SEC suitability form's score bands (source: ./suitability.ts), apart from its questions so
 * that a screen reading a stored result (allowed risk, record validity) does not ship the
 * questionnaire (issue 19 item 2: PlanSelectRoutes first chunk).
 */
export type InvestorRiskLevel = 1 | 2 | 3 | 4 | 5;

export interface SuitabilityBand {
  level: InvestorRiskLevel;
  minScore: number;
  maxScore: number;
  name: string;
  /** The highest fund risk level (1–8) this investor may buy without a mismatch acknowledgement. */
  maxFundRisk: number;
}

/** Score bands of the SEC form (source above), lowest first. */
export const SUITABILITY_BANDS: readonly SuitabilityBand[] = [
  { level: 1, minScore: 10, maxScore: 14, name: 'เสี่ยงต่ำ', maxFundRisk: 1 },
  { level: 2, minScore: 15, maxScore: 21, name: 'เสี่ยงปานกลางค่อนข้างต่ำ', maxFundRisk: 4 },
  { level: 3, minScore: 22, maxScore: 29, name: 'เสี่ยงปานกลางค่อนข้างสูง', maxFundRisk: 5 },
  { level: 4, minScore: 30, maxScore: 36, name: 'เสี่ยงสูง', maxFundRisk: 7 },
  { level: 5, minScore: 37, maxScore: 40, name: 'เสี่ยงสูงมาก', maxFundRisk: 8 },
];
