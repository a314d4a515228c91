import { describe, expect, it } from 'vitest';
import { accountStatusCard } from './account-status-messages';
import { ATS_ROUTE, FIX_REASONS, fixRoute, RENEWAL_ROUTES } from './fix-routes';
import { tradeRefusals } from './trade-eligibility';

const OA_STATUSES = [
  'NO_ACCOUNT',
  'ACCOUNT_OPENING',
  'ACCOUNT_SUBMITTED',
  'ACCOUNT_REJECTED',
  'ACCOUNT_APPROVED',
  'ACCOUNT_READY',
];

describe('fix links name a real place (issue 18 item 2; spec §4 statuses)', () => {
  it('an approved customer renews: each reason its own flow', () => {
    expect(fixRoute('SUIT_EXPIRED', 'ACCOUNT_APPROVED')).toBe(RENEWAL_ROUTES.suitability);
    expect(fixRoute('SUITABILITY_REQUIRED', 'ACCOUNT_READY')).toBe(RENEWAL_ROUTES.suitability);
    expect(fixRoute('KYC_WARNING', 'ACCOUNT_APPROVED')).toBe(RENEWAL_ROUTES.kyc);
    expect(fixRoute('ID_CARD_EXPIRED', 'ACCOUNT_APPROVED')).toBe(RENEWAL_ROUTES.idCard);
  });

  it('ATS_REQUIRED and ATS_REJECTED lead to the bank step for an existing customer, the refusal with its reason (issue 22)', () => {
    expect(accountStatusCard('ATS_REQUIRED').action).toEqual({ label: 'สมัครหักบัญชีอัตโนมัติ (ATS)', href: '/oa-landing/ats' });
    const rejected = accountStatusCard('ATS_REJECTED', { rejectReason: 'บัญชีถูกปิดแล้ว' });
    expect(rejected.description).toBe('เหตุผล: บัญชีถูกปิดแล้ว');
    expect(rejected.action).toEqual({ label: 'แก้ไขบัญชีธนาคารและส่งคำขอใหม่', href: '/oa-landing/ats' });
    expect(accountStatusCard('ATS_SUBMITTED').action).toBeUndefined();
  });

  it('a customer whose application is open is sent to it, never to a renewal', () => {
    expect(fixRoute('SUIT_EXPIRED', 'ACCOUNT_OPENING')).toBe('/oa-landing/create');
    expect(fixRoute('SUITABILITY_REQUIRED', 'ACCOUNT_SUBMITTED')).toBe('/oa-landing');
    expect(fixRoute('ACCOUNT_NOT_APPROVED', 'NO_ACCOUNT')).toBe('/oa-landing');
  });

  it('no fix link carries a query: every target reads none (a query the page ignores is a defect)', () => {
    const links = [
      ...FIX_REASONS.flatMap((reason) => OA_STATUSES.map((oa) => fixRoute(reason, oa))),
      ...OA_STATUSES.flatMap((oa) =>
        tradeRefusals(
          { oaStatus: oa, kycExpiry: '2000-01-01', suitExpiry: '2000-01-01', idCardExpiry: '2000-01-01', suitRiskLevel: null },
          '2026-11-18',
        ).map((r) => r.fix_url),
      ),
      ...(
        [
          'KYC_EXPIRED',
          'SUIT_WARNING',
          'ID_CARD_WARNING',
          'ACCOUNT_REJECTED',
          'ATS_REQUIRED',
          'ATS_REJECTED',
          'ACCOUNT_OPENING',
          'NO_ACCOUNT',
        ] as const
      ).flatMap((status) => OA_STATUSES.map((oa) => accountStatusCard(status, { oaStatus: oa }).action?.href ?? '/')),
    ];
    const withQuery = links.filter((href) => href.includes('?') || href.includes('#'));
    expect(withQuery).toEqual([]);
    expect(new Set(links)).toEqual(new Set(['/oa-landing', '/oa-landing/create', ATS_ROUTE, ...Object.values(RENEWAL_ROUTES)]));
  });
});

describe('record validity (issue 18; domain/record-validity)', () => {
  it('two years on, 29 Feb becoming 28 Feb', async () => {
    const { addYears, suitabilityExpiryFrom } = await import('./record-validity');
    expect(suitabilityExpiryFrom('2026-11-18')).toBe('2028-11-18');
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});
