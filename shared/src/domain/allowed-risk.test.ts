import { describe, expect, it } from 'vitest';
import { allowedFundRisk, allowedRisk, allowedRiskText, isAboveAllowed } from './allowed-risk';

const today = '2026-11-26';

describe('allowedRisk (issue 17 item 1: one rule for the allowed fund risk)', () => {
  it.each([
    [{ suitRiskLevel: 7, suitExpiry: '2027-01-01' }, 'current', 7],
    [{ suitRiskLevel: 7, suitExpiry: today }, 'current', 7],
    [{ suitRiskLevel: 7, suitExpiry: null }, 'current', 7],
    [{ suitRiskLevel: 5, suitExpiry: '2026-11-25' }, 'expired', null],
    [{ suitRiskLevel: null, suitExpiry: null }, 'none', null],
    [{ suitRiskLevel: null, suitExpiry: '2026-01-01' }, 'expired', null],
  ] as const)('%o → %s, fund risk %s', (input, state, max) => {
    const risk = allowedRisk(input, today);
    expect(risk.state).toBe(state);
    expect(allowedFundRisk(risk)).toBe(max);
  });

  it('names the two scales apart: the SEC investor level of 5 and the fund risk range of 8', () => {
    expect(allowedRiskText(allowedRisk({ suitRiskLevel: 7, suitExpiry: null }, today))).toBe(
      'ผลประเมินความเสี่ยงของคุณ: ระดับ 4 จาก 5 (เสี่ยงสูง) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–7',
    );
    expect(allowedRiskText(allowedRisk({ suitRiskLevel: 1, suitExpiry: null }, today))).toBe(
      'ผลประเมินความเสี่ยงของคุณ: ระดับ 1 จาก 5 (เสี่ยงต่ำ) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1',
    );
  });

  it('an expired assessment is said as expired, never as a level', () => {
    const text = allowedRiskText(allowedRisk({ suitRiskLevel: 5, suitExpiry: '2026-11-01' }, today), '1 พ.ย. 2569');
    expect(text).toContain('หมดอายุแล้ว (เมื่อ 1 พ.ย. 2569)');
    expect(text).not.toMatch(/ระดับ \d/);
  });

  it('flags a fund above the allowed level, and every fund when there is none', () => {
    const current = allowedRisk({ suitRiskLevel: 5, suitExpiry: null }, today);
    expect([isAboveAllowed(5, current), isAboveAllowed(6, current)]).toEqual([false, true]);
    expect(isAboveAllowed(1, allowedRisk({ suitRiskLevel: 5, suitExpiry: '2026-01-01' }, today))).toBe(true);
  });
});
