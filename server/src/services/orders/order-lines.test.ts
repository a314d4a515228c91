import { describe, expect, it } from 'vitest';
import { marketValue, toScaled, UNITS } from '../../lib/decimal';
import type { ValuedHolding } from '../portfolio/holdings';
import type { FundRow } from '../funds/navs';
import { redeemLines } from './order-lines';

/** A holding of `units` at `nav` (both decimal strings), with `pending` units already queued to sell. */
function holding(code: string, units: string, nav: string, pending = '0'): ValuedHolding {
  const u = toScaled(units, UNITS);
  const n = toScaled(nav, UNITS);
  return {
    planId: 1,
    fund: { code } as FundRow,
    units: u,
    nav: n,
    navDate: '2026-11-20',
    aum: marketValue(u, n),
    cost: 0n,
    realized: 0n,
    realizedTrading: 0n,
    dividend: 0n,
    pending: 0n,
    pendingSellUnits: toScaled(pending, UNITS),
  };
}

const soldBy = (lines: ReturnType<typeof redeemLines>) => new Map(lines.map((l) => [l.fundCode, l.units ?? 0n]));
const withPending = (h: ValuedHolding, sold: Map<string, bigint>): ValuedHolding => ({
  ...h,
  pendingSellUnits: h.pendingSellUnits + (sold.get(h.fund.code) ?? 0n),
});

// NAVs chosen so that units → value → units does not round-trip: x.xxx5 values, thirds, primes.
const NAV_CASES = ['10.3333', '12.3457', '9.9999', '0.0007', '1.0001', '7.1429', '15.5555', '3.3334', '999.9999'];
const UNIT_CASES = ['1949.9131', '1949.9132', '0.0001', '0.0003', '2653.4349', '4679.8434', '123456.7891'];

describe('redeemLines (spec §7 redeem; issue 7: never sell more units than are held)', () => {
  it('a partial then a full redemption sell exactly the holding, on NAVs that round badly', () => {
    for (const nav of NAV_CASES) {
      for (const units of UNIT_CASES) {
        const held = [
          holding('KFSDIV', units, nav),
          holding('K-FIXED', '2653.4349', '10.1235'),
          holding('ONE-UGG-RA', '4679.8434', nav),
        ];
        const before = held.map((h) => [h.fund.code, h.units] as const);
        const part = soldBy(redeemLines(toScaled('30000', 2), held));
        const rest = soldBy(
          redeemLines(
            toScaled('10000000000', 2),
            held.map((h) => withPending(h, part)),
          ),
        );
        for (const [code, total] of before) {
          expect((part.get(code) ?? 0n) + (rest.get(code) ?? 0n), `${code} ${units} @ ${nav}`).toBe(total);
        }
      }
    }
  });

  it('a full redemption sells exactly the units not already queued, never the queued ones again', () => {
    const lines = redeemLines(toScaled('99999999', 2), [holding('KFSDIV', '1949.9132', '10.3333', '0.0001')]);
    expect(lines).toEqual([{ orderType: 'sell', fundCode: 'KFSDIV', amount: null, units: toScaled('1949.9131', UNITS) }]);
    expect(redeemLines(toScaled('1000', 2), [holding('KFSDIV', '5', '10', '5')])).toEqual([]);
  });

  it('a partial redemption never sells more value than asked, nor more units than are free', () => {
    for (const nav of NAV_CASES) {
      for (const asked of ['0.01', '1.00', '333.33', '1000.00', '30000.00']) {
        const held = [holding('A', '1949.9132', nav), holding('B', '0.0003', nav)];
        const value = held.reduce((t, h) => t + h.aum, 0n);
        const askedScaled = toScaled(asked, 2);
        if (askedScaled >= value) continue;
        const lines = redeemLines(askedScaled, held);
        const soldValue = lines.reduce((t, l) => t + marketValue(l.units ?? 0n, toScaled(nav, UNITS)), 0n);
        expect(soldValue, `${asked} @ ${nav}`).toBeLessThanOrEqual(askedScaled);
        for (const l of lines) expect(l.units ?? 0n).toBeLessThanOrEqual(held.find((h) => h.fund.code === l.fundCode)!.units);
      }
    }
  });

  it('nothing to redeem gives no lines', () => {
    expect(redeemLines(toScaled('0', 2), [holding('A', '10', '10')])).toEqual([]);
    expect(redeemLines(toScaled('100', 2), [])).toEqual([]);
  });
});
