import { describe, expect, it } from 'vitest';
import { planDetail } from '../../../test/plan-fixtures';
import { planAssetSummary } from './plan-asset-summary';

describe('plan asset summary', () => {
  it('spec §3: sums the holdings; the percentage is unrealized over cost', () => {
    expect(planAssetSummary(planDetail().outstandings)).toEqual({
      aum: 40_000,
      cost: 36_000,
      unrealized: 4_000,
      unrealizedPercentage: 11.11,
    });
  });

  it('spec §3: an empty plan is all zero, never NaN', () => {
    expect(planAssetSummary([])).toEqual({ aum: 0, cost: 0, unrealized: 0, unrealizedPercentage: 0 });
  });
});
