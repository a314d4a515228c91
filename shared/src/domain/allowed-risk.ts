import { SUITABILITY_BANDS, type SuitabilityBand } from './suitability-bands';

/**
 * The customer's allowed fund risk (issue 17 item 1, "Why" 7): from the stored suitability result
 * (`customers.suit_risk_level`, the highest fund risk 1–8 the SEC band allows) and whether the
 * assessment is current. Expired → no allowed level (the customer must be told, never shown the
 * old level as current). Two scales, always named apart: the SEC investor level 'ระดับ n จาก 5'
 * and the fund risk level 1–8 ('กองทุนเสี่ยงระดับ 1–7').
 */
export type AllowedRiskState = 'current' | 'expired' | 'none';
export type AllowedRisk =
  | { state: 'current'; maxFundRisk: number; band: SuitabilityBand | null }
  | { state: 'expired'; expiredOn: string }
  | { state: 'none' };

export interface AllowedRiskInput {
  /** Highest fund risk (1–8) of the last assessment; null when never assessed. */
  suitRiskLevel: number | null;
  /** Last day the assessment is valid ('YYYY-MM-DD'); null when unknown. */
  suitExpiry: string | null;
}

/** The allowed fund risk today ('YYYY-MM-DD' in Bangkok); expired = the expiry day is before today. */
export function allowedRisk(input: AllowedRiskInput, today: string): AllowedRisk {
  if (input.suitExpiry !== null && input.suitExpiry < today) return { state: 'expired', expiredOn: input.suitExpiry };
  if (input.suitRiskLevel === null) return { state: 'none' };
  const band = SUITABILITY_BANDS.find((b) => b.maxFundRisk === input.suitRiskLevel) ?? null;
  return { state: 'current', maxFundRisk: input.suitRiskLevel, band };
}

/** The highest fund risk the customer may buy without acknowledging a mismatch; null when there is none. */
export const allowedFundRisk = (risk: AllowedRisk): number | null => (risk.state === 'current' ? risk.maxFundRisk : null);

/** 'ระดับ 4 จาก 5 (เสี่ยงสูง)': the SEC investor level. */
export const investorLevelText = (band: SuitabilityBand): string => `ระดับ ${band.level} จาก 5 (${band.name})`;

/** 'กองทุนเสี่ยงระดับ 1–7' (or '… ระดับ 1'): the fund risk levels allowed. */
export const fundRiskRangeText = (maxFundRisk: number): string =>
  maxFundRisk <= 1 ? 'กองทุนเสี่ยงระดับ 1' : `กองทุนเสี่ยงระดับ 1–${maxFundRisk}`;

/**
 * One sentence for every screen that states it: 'ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง) ·
 * ลงทุนได้ในกองทุนเสี่ยงระดับ 1–7'; expired and never-assessed say so instead of a level.
 * `expiredOn` is the formatted expiry date (the caller's Thai date format).
 */
export function allowedRiskText(risk: AllowedRisk, expiredOn = ''): string {
  if (risk.state === 'expired') {
    return `แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว${expiredOn ? ` (เมื่อ ${expiredOn})` : ''} จึงยังไม่มีระดับความเสี่ยงที่ลงทุนได้ กรุณาทำแบบประเมินใหม่ก่อนซื้อกองทุน`;
  }
  if (risk.state === 'none') return 'คุณยังไม่ได้ทำแบบประเมินความเสี่ยง จึงยังไม่มีระดับความเสี่ยงที่ลงทุนได้';
  const allows = `ลงทุนได้ใน${fundRiskRangeText(risk.maxFundRisk)}`;
  return risk.band ? `ผลประเมินความเสี่ยงของคุณ: ${investorLevelText(risk.band)} · ${allows}` : `ผลประเมินความเสี่ยงของคุณ: ${allows}`;
}

/** A fund above the allowed risk (or any fund when there is no allowed level) needs a flag and an acknowledgement. */
export const isAboveAllowed = (fundRiskLevel: number, risk: AllowedRisk): boolean =>
  risk.state !== 'current' || fundRiskLevel > risk.maxFundRisk;

/** The allowed risk rebuilt from a server answer that carries it (state, fund risk, expiry). */
export function allowedRiskOf(state: AllowedRiskState, maxFundRisk: number | null, expiry: string | null): AllowedRisk {
  if (state === 'expired') return { state, expiredOn: expiry ?? '' };
  if (state === 'none' || maxFundRisk === null) return { state: 'none' };
  return { state: 'current', maxFundRisk, band: SUITABILITY_BANDS.find((b) => b.maxFundRisk === maxFundRisk) ?? null };
}
