import { describe, expect, it } from 'vitest';
import { standingFor } from './standing';

const privateWealth = { name_th: 'Private Wealth', min_aum: 2_000_000 };
const privateBanking = { name_th: 'Private Banking', min_aum: 10_000_000 };
const exclusive = { name_th: 'Exclusive', min_aum: 500_000 };

describe('service level standing (issue 9 review item 1; spec §9 wealth tiers Exclusive 500000, PrivateWealth 2000000, PrivateBanking 10000000)', () => {
  it('694,961.90 บาท is Exclusive; the next tier is Private Wealth, 1,305,038.10 บาท away, and the two add up to its minimum', () => {
    const s = standingFor(694_961.9, privateWealth);
    expect(s.current).toBe('Exclusive');
    expect(s.next).toEqual({ name: 'Private Wealth', min: 2_000_000, gap: 1_305_038.1 });
    expect(Math.round((s.assets + s.next!.gap) * 100)).toBe(200_000_000);
    expect(s.page).toBeNull();
    expect(s.reached).toBe(false);
  });

  it('on a tier beyond the next one, both gaps are given', () => {
    const s = standingFor(694_961.9, privateBanking);
    expect(s.next?.name).toBe('Private Wealth');
    expect(s.page).toEqual({ name: 'Private Banking', min: 10_000_000, gap: 9_305_038.1 });
  });

  it('a tier the assets reach is reached; exactly the minimum counts; below the first tier there is no current tier', () => {
    expect(standingFor(694_961.9, exclusive).reached).toBe(true);
    expect(standingFor(2_000_000, privateWealth)).toMatchObject({ current: 'Private Wealth', reached: true });
    const low = standingFor(120_000.5, exclusive);
    expect(low.current).toBeNull();
    expect(low.next).toEqual({ name: 'Exclusive', min: 500_000, gap: 379_999.5 });
    expect(low.page).toBeNull();
    expect(standingFor(12_000_000, privateBanking)).toMatchObject({ current: 'Private Banking', next: null, reached: true });
  });

  it('sub-satang float noise does not change the gap (0.1 + 0.2 style sums)', () => {
    expect(standingFor(0.1 + 0.2 + 499_999.4, exclusive).next?.gap).toBe(0.3);
  });
});
