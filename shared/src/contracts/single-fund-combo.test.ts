import { describe, expect, it } from 'vitest';
import { idSchema } from './common';
import { singleFundCodeOf, singleFundComboId } from './fund';

describe('a single recommended fund as a one-fund combo id (issue 10 item 3; spec §7 tsf-combo)', () => {
  it('round-trips fund codes, including ones an id may not hold, and every id passes the id schema', () => {
    for (const code of ['SCBRMS&P500', 'K-CHANGE-SSF', 'KT-TESGX', 'B-INNOTECHRMF', 'A.B-1']) {
      const id = singleFundComboId(code);
      expect(idSchema.safeParse(id).success).toBe(true);
      expect(singleFundCodeOf(id)).toBe(code);
    }
  });

  it('other ids are not single funds: stored combos, garbage, non-canonical encodings', () => {
    expect(singleFundCodeOf('combo-rmf-growth')).toBeNull();
    expect(singleFundCodeOf('fund-')).toBeNull();
    expect(singleFundCodeOf('fund-!!!')).toBeNull();
    // base64url of "<script>" decodes, but is no fund code.
    expect(singleFundCodeOf(`fund-${btoa('<script>').replace(/=+$/, '')}`)).toBeNull();
    expect(() => singleFundComboId('no spaces')).toThrow();
  });
});
