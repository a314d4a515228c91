import { SUITABILITY_BANDS, type SuitabilityBand } from './suitability-bands';

/**
 * How long a renewed part of the customer's record stays valid (issue 18).
 * Suitability: two years, the review period of the SEC's suitability rules for fund distributors
 * (ประกาศสำนักงาน ก.ล.ต. ว่าด้วยการจัดให้มีการประเมินความเหมาะสมในการลงทุนของลูกค้า: the
 * assessment is reviewed at least every two years). KYC: our choice of the same two years until the
 * distributor's compliance sets a period by customer risk; the ID card: the date printed on it.
 */
export const SUITABILITY_VALID_YEARS = 2;
export const KYC_REVIEW_VALID_YEARS = 2;

/** 'YYYY-MM-DD' plus whole years; 29 Feb becomes 28 Feb in a year without it (never an invalid day). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export const suitabilityExpiryFrom = (today: string): string => addYears(today, SUITABILITY_VALID_YEARS);
export const kycExpiryFrom = (today: string): string => addYears(today, KYC_REVIEW_VALID_YEARS);

/**
 * The stored suitability fact is the highest fund risk (1–8) the customer may buy
 * (customers.suit_risk_level); the investor level 1–5 is the lowest SEC band allowing it (a level
 * stored before the test existed may sit below its band's ceiling: the stored number still rules).
 */
export const bandOfMaxFundRisk = (maxFundRisk: number | null): SuitabilityBand | null =>
  maxFundRisk === null ? null : (SUITABILITY_BANDS.find((b) => b.maxFundRisk >= maxFundRisk) ?? null);
