import { describe, expect, it } from 'vitest';
import { INITIAL_CAN_OA } from '@port/shared/contracts/plan-list';
import { createPath, visibleKinds } from './account-kinds';

describe('account kinds on the landing (spec §3 can_oa, §4 readiness)', () => {
  it('shows every kind but HIDDEN, omnibus first', () => {
    const kinds = visibleKinds({
      omnibus: 'READY',
      segregate: 'HIDDEN',
      kkp_savings: 'OPENED',
      daingern_invest: 'DISABLED',
      siam_validus: 'REACH_MAX_LIMIT',
    });
    expect(kinds).toEqual([
      { kind: 'omnibus', readiness: 'READY' },
      { kind: 'kkp_savings', readiness: 'OPENED' },
      { kind: 'daingern_invest', readiness: 'DISABLED' },
      { kind: 'siam_validus', readiness: 'REACH_MAX_LIMIT' },
    ]);
  });

  it("starts with all five NOT_READY (the client's starting value)", () => {
    expect(visibleKinds(INITIAL_CAN_OA).map((k) => k.readiness)).toEqual(Array(5).fill('NOT_READY'));
  });

  it('the start link carries ?account= for every kind but omnibus', () => {
    expect(createPath('omnibus')).toBe('/oa-landing/create');
    expect(createPath('segregate')).toBe('/oa-landing/create?account=segregate');
  });
});
