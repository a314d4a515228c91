import { describe, expect, it } from 'vitest';
import { isRiskierThanCustomer, tradeRefusals } from './trade-eligibility';

const ok = {
  oaStatus: 'ACCOUNT_APPROVED',
  kycExpiry: '2027-01-01',
  suitExpiry: '2027-01-01',
  idCardExpiry: '2030-01-01',
  suitRiskLevel: 5,
};
const today = '2026-11-18';

describe('who may trade (issue 8; spec §4 statuses)', () => {
  it.each([
    ['an approved account with nothing expired', {}, []],
    ['an account not yet approved', { oaStatus: 'ACCOUNT_WAITING_APPROVE' }, ['ACCOUNT_NOT_APPROVED']],
    ['KYC expired yesterday', { kycExpiry: '2026-11-17' }, ['KYC_EXPIRED']],
    ['KYC expiring today (still valid)', { kycExpiry: '2026-11-18' }, []],
    [
      'ID card and suitability expired',
      { idCardExpiry: '2026-01-01', suitExpiry: '2026-11-01' },
      ['ID_CARD_EXPIRED', 'SUIT_EXPIRED'],
    ],
    ['no suitability assessment', { suitRiskLevel: null }, ['SUITABILITY_REQUIRED']],
    ['no automatic debit (ATS) set up yet (issue 22)', { atsStatus: 'ATS_REQUIRED' }, ['ATS_REQUIRED']],
    ['the bank refused the automatic debit (issue 22)', { atsStatus: 'ATS_REJECTED' }, ['ATS_REJECTED']],
    ['an ATS request the bank is checking', { atsStatus: 'ATS_SUBMITTED' }, []],
    ['a confirmed ATS', { atsStatus: 'ATS_CONFIRMED' }, []],
  ])('%s', (_name, change, codes) => {
    const refusals = tradeRefusals({ ...ok, ...change }, today);
    expect(refusals.map((r) => r.error_code)).toEqual(codes);
    for (const r of refusals) {
      expect(r.message).toMatch(/[ก-๙]/);
      expect(r.fix_url.startsWith('/')).toBe(true);
    }
  });

  it('an expired suitability blocks buying only; an expired KYC blocks every order', () => {
    expect(tradeRefusals({ ...ok, suitExpiry: '2026-11-01' }, today)[0]!.blocks).toBe('buy');
    expect(tradeRefusals({ ...ok, kycExpiry: '2026-11-01' }, today)[0]!.blocks).toBe('all');
  });

  it('a required or refused ATS blocks buying only, and leads to the ATS page (issue 22 item 1)', () => {
    for (const atsStatus of ['ATS_REQUIRED', 'ATS_REJECTED']) {
      const [refusal] = tradeRefusals({ ...ok, atsStatus }, today);
      expect(refusal).toMatchObject({ blocks: 'buy', fix_url: '/oa-landing/ats' });
      expect(refusal!.message).toContain('หักบัญชีอัตโนมัติ (ATS)');
    }
  });

  it('a fund is riskier only above the suitability level', () => {
    expect(isRiskierThanCustomer(6, 5)).toBe(true);
    expect(isRiskierThanCustomer(5, 5)).toBe(false);
    expect(isRiskierThanCustomer(8, null)).toBe(false);
  });
});
