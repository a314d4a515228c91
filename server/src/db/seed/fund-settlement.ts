/**
 * Settlement of each demo fund (issue 17 "Why" 6): business days after the trade date until a
 * buy's units are allotted and a sell's money is paid, and whether the fund invests abroad.
 *
 * Source / assumption: typical figures of Thai fund prospectuses and fact sheets (units of a buy
 * the next business day; redemption money T+1 for money-market funds, T+2 for Thai equity and
 * fixed-income funds, T+3 for a property / infrastructure fund of funds, T+4 to T+5 for
 * foreign-investing feeder funds, whose money first has to come back from the master fund and
 * whose NAV is published a day later, hence units T+2). The demo funds' own prospectuses were not
 * opened in this session (no web access): check each fund's fact sheet before relying on a row.
 * Foreign-investing funds also close on their master fund's market holidays; the demo calendar
 * knows only the Thai ones.
 */
export type SeedSettlement = { unitDays: number; moneyDays: number; investsAbroad: boolean };

const THAI = { unitDays: 1, moneyDays: 2, investsAbroad: false };
const THAI_MONEY_MARKET = { unitDays: 1, moneyDays: 1, investsAbroad: false };
const THAI_PROPERTY = { unitDays: 1, moneyDays: 3, investsAbroad: false };
const FOREIGN_FEEDER = { unitDays: 2, moneyDays: 5, investsAbroad: true };
const FOREIGN_INDEX = { unitDays: 2, moneyDays: 4, investsAbroad: true };

export const SEED_SETTLEMENT: Record<string, SeedSettlement> = {
  KFSDIV: THAI,
  SCBSET50: THAI,
  'ONE-UGG-RA': FOREIGN_FEEDER,
  'KFGTECH-A': FOREIGN_FEEDER,
  'KFHEALTH-A': FOREIGN_FEEDER,
  'KT-PRECIOUS': FOREIGN_INDEX,
  'K-PROPI': THAI_PROPERTY,
  KFSMART: THAI,
  'K-FIXED': THAI,
  'ES-CASH': THAI_MONEY_MARKET,
  'K-CASH': THAI_MONEY_MARKET,
  'K-CHANGE-SSF': FOREIGN_FEEDER,
  'KKPGE-SSF': FOREIGN_FEEDER,
  'SCBFP-SSF': THAI,
  'SCBRMS&P500': FOREIGN_INDEX,
  'B-INNOTECHRMF': FOREIGN_FEEDER,
  SCBRM2: THAI,
  'TISCOESG-A': THAI,
  'KKP-TESG': THAI,
  'KT-TESGX': THAI,
};

export function settlementOf(code: string): SeedSettlement {
  const found = SEED_SETTLEMENT[code];
  if (!found) throw new Error(`no settlement for seed fund ${code}`);
  return found;
}
