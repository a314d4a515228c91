import { describe, expect, it } from 'vitest';
import type { ValuedHolding } from '../portfolio/holdings';
import type { FundRow } from '../funds/navs';
import { addYears } from '@port/shared/domain/tax-rulebook';
import { proposalLimits, type TaxPurchase } from './proposal-limits';

const held = (code: string, taxType: string, units = 1_000_0000n): ValuedHolding =>
  ({ planId: 1, fund: { code, taxType } as FundRow, units, nav: 10_0000n, aum: units, pendingSellUnits: 0n }) as ValuedHolding;
const bought = (fundCode: string, taxType: TaxPurchase['taxType'], tradeDate: string): TaxPurchase => ({
  fundCode,
  taxType,
  tradeDate,
});
const taxPlan = {
  planType: 'tax-saving',
  model: [
    { fund_code: 'SSF1', weight: 30 },
    { fund_code: 'RMF1', weight: 30 },
    { fund_code: 'ESG1', weight: 20 },
    { fund_code: 'ESGX1', weight: 20 },
  ],
};
const taxTypes = new Map([
  ['SSF1', 'ssf'],
  ['RMF1', 'rmf'],
  ['ESG1', 'tesg'],
  ['ESGX1', 'tesgx'],
]);
const NOW = new Date('2026-11-18T03:00:00Z'); // 10:00 Bangkok
/** The sells a general plan's proposal holds back, now, for these holdings and tax-fund purchases. */
const lockedSells = (holdings: ValuedHolding[], purchases: TaxPurchase[]) =>
  proposalLimits({ planType: 'general', model: [] }, holdings, purchases, new Map(), NOW).lockedSells;
const locked = (fundCode: string, reason: string, sellableFrom?: string) => ({
  fundCode,
  orderType: 'sell',
  reason,
  ...(sellableFrom ? { sellableFrom } : {}),
});

describe('proposal limits (spec §1 tax-saving funds ssf/rmf/tesg/tesgx; §7 proposal-order; holding rules of shared/domain/tax-rules)', () => {
  it('spec §1: units inside their holding period are not sold; the date is the last purchase’s end of period', () => {
    const sells = lockedSells(
      [held('SSF1', 'ssf'), held('ESG1', 'tesg'), held('ESG8', 'tesg'), held('OLD', 'ssf')],
      [
        bought('SSF1', 'ssf', '2021-03-01'),
        bought('ESG1', 'tesg', '2020-01-10'),
        bought('ESG1', 'tesg', '2024-01-10'),
        bought('ESG8', 'tesg', '2023-01-05'),
        bought('OLD', 'ssf', '2016-05-01'),
      ],
    );
    expect(sells.get('SSF1')).toEqual(locked('SSF1', 'holding-period', '2031-03-01'));
    expect(sells.get('ESG1')).toMatchObject({ reason: 'holding-period', sellableFrom: '2029-01-10' });
    expect(sells.get('ESG8')).toMatchObject({ reason: 'holding-period', sellableFrom: '2031-01-05' });
    // A purchase whose period has passed (10 years, the longest SSF rule for a year no row covers) may be sold.
    expect(sells.has('OLD')).toBe(false);
  });

  it('spec §1: RMF is never sold by a proposal (age 55 cannot be checked); its period counts from the first RMF purchase', () => {
    const sells = lockedSells(
      [held('RMF1', 'rmf'), held('RMF2', 'rmf')],
      [bought('RMF1', 'rmf', '2015-02-01'), bought('RMF2', 'rmf', '2026-11-03')],
    );
    expect(sells.get('RMF1')).toEqual(locked('RMF1', 'rmf-age', '2020-02-01'));
    expect(sells.get('RMF2')).toMatchObject({ reason: 'rmf-age', sellableFrom: '2020-02-01' });
  });

  it('spec §1: tax-saving units with no known purchase are not sold; funds without a tax type are free', () => {
    const sells = lockedSells([held('SSF1', 'ssf'), held('K-FIXED', 'none')], []);
    expect(sells.get('SSF1')).toEqual(locked('SSF1', 'purchase-unknown'));
    expect(sells.has('K-FIXED')).toBe(false);
  });

  it('spec §1, §9 Asia/Bangkok: a tax-saving plan buys no SSF (from 2025) and no ThaiESGX new money (2025 only) in the Bangkok year', () => {
    const at = (iso: string) => [...proposalLimits(taxPlan, [], [], taxTypes, new Date(iso)).noBuy.keys()].sort();
    expect(at('2026-11-18T03:00:00Z')).toEqual(['ESGX1', 'SSF1']);
    // 23:59 on 31 December 2025 in Bangkok is still 2025: ThaiESGX new money counts; 00:00 on 1 January 2026 it does not.
    expect(at('2025-12-31T16:59:00Z')).toEqual(['SSF1']);
    expect(at('2025-12-31T17:00:00Z')).toEqual(['ESGX1', 'SSF1']);
    // A year without a checked table keeps the latest known rules.
    expect(at('2027-06-01T03:00:00Z')).toEqual(['ESGX1', 'SSF1']);
    expect(proposalLimits(taxPlan, [], [], taxTypes, NOW).noBuy.get('SSF1')).toEqual({
      fundCode: 'SSF1',
      orderType: 'buy',
      reason: 'no-deduction',
      taxType: 'ssf',
      year: 2026,
    });
  });

  it('spec §7: a plan that is not a tax-saving plan keeps its model for buys', () => {
    expect(proposalLimits({ ...taxPlan, planType: 'general' }, [], [], taxTypes, NOW).noBuy.size).toBe(0);
  });

  it('addYears: 29 February ends on 1 March (never earlier than the rule allows)', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-03-01');
    expect(addYears('2024-02-28', 5)).toBe('2029-02-28');
  });
});
