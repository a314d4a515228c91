/** A seed combo: its tag is its tax type's (`rmf-combo`), its funds as [code, weight %]. */
const combo = (id: string, taxType: string, nameTh: string, funds: [fundCode: string, weight: number][]) => ({
  id,
  taxType,
  nameTh,
  tagId: `${taxType}-combo`,
  allocations: funds.map(([fund_code, weight]) => ({ fund_code, weight })),
});

/** Ready-made tax-saving combos of the seed (spec §7 fund-recommendation `port.combos`). */
export const SEED_COMBOS = [
  combo('combo-ssf-balanced', 'ssf', 'SSF สมดุล หุ้นโลก + ตราสารหนี้', [
    ['K-CHANGE-SSF', 60],
    ['SCBFP-SSF', 40],
  ]),
  combo('combo-rmf-growth', 'rmf', 'RMF เติบโต หุ้นสหรัฐ + เทคโนโลยี', [
    ['SCBRMS&P500', 70],
    ['B-INNOTECHRMF', 30],
  ]),
  combo('combo-rmf-steady', 'rmf', 'RMF มั่นคง ตราสารหนี้เป็นหลัก', [
    ['SCBRM2', 70],
    ['SCBRMS&P500', 30],
  ]),
  combo('combo-tesg-thai', 'tesg', 'Thai ESG คู่หุ้นไทยยั่งยืน', [
    ['TISCOESG-A', 50],
    ['KKP-TESG', 50],
  ]),
  combo('combo-tesgx-extra', 'tesgx', 'ThaiESGX ลดหย่อนเพิ่ม', [['KT-TESGX', 100]]),
];
