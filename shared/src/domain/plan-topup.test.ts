import { describe, expect, it } from 'vitest';
import { minInvestTopup } from './plan-topup';
import { toClientPlanStatus } from './plan-status';

describe('spec §4 plan status need-topup-min-invest (issue 22 item 2)', () => {
  it('a plan holding less than its minimum needs the difference, to the satang', () => {
    expect(minInvestTopup(40_000n, 100_000n)).toBe(60_000n);
    expect(minInvestTopup(1n, 100_000n)).toBe(99_999n);
    expect(minInvestTopup(99_999n, 100_000n)).toBe(1n);
  });

  it('at or above the minimum, with nothing held, or without a minimum the rule does not apply', () => {
    expect(minInvestTopup(100_000n, 100_000n)).toBeNull();
    expect(minInvestTopup(100_001n, 100_000n)).toBeNull();
    expect(minInvestTopup(0n, 100_000n)).toBeNull();
    expect(minInvestTopup(-5n, 100_000n)).toBeNull();
    expect(minInvestTopup(40_000n, 0n)).toBeNull();
  });

  it('the client status: below the minimum after processing, before an adjustment; need-topup is the goal warning, after an adjustment', () => {
    expect(toClientPlanStatus({ serverStatus: 'on_process', belowMinimum: true })).toBe('on-process');
    expect(toClientPlanStatus({ serverStatus: 'error', belowMinimum: true })).toBe('error');
    expect(toClientPlanStatus({ serverStatus: 'none', belowMinimum: true, dcaStatus: 'need-adjustment' })).toBe(
      'need-topup-min-invest',
    );
    expect(toClientPlanStatus({ serverStatus: 'none', belowMinimum: true, goalShortfall: true })).toBe('need-topup-min-invest');
    expect(toClientPlanStatus({ serverStatus: 'none', goalShortfall: true, dcaStatus: 'need-adjustment' })).toBe(
      'need-adjustment',
    );
    expect(toClientPlanStatus({ serverStatus: 'none', goalShortfall: true, isAaEnabled: true })).toBe('need-topup');
    expect(toClientPlanStatus({ serverStatus: 'none', belowMinimum: false, goalShortfall: false })).toBe('none');
  });
});
