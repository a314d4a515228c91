/** Ready-made tax-saving combos of the seed (spec §7 fund-recommendation `port.combos`). */
export const SEED_COMBOS = [
  {
    id: 'combo-ssf-balanced',
    taxType: 'ssf',
    nameTh: 'SSF สมดุล หุ้นโลก + ตราสารหนี้',
    tagId: 'ssf-combo',
    allocations: [
      { fund_code: 'K-CHANGE-SSF', weight: 60 },
      { fund_code: 'SCBFP-SSF', weight: 40 },
    ],
  },
  {
    id: 'combo-rmf-growth',
    taxType: 'rmf',
    nameTh: 'RMF เติบโต หุ้นสหรัฐ + เทคโนโลยี',
    tagId: 'rmf-combo',
    allocations: [
      { fund_code: 'SCBRMS&P500', weight: 70 },
      { fund_code: 'B-INNOTECHRMF', weight: 30 },
    ],
  },
  {
    id: 'combo-rmf-steady',
    taxType: 'rmf',
    nameTh: 'RMF มั่นคง ตราสารหนี้เป็นหลัก',
    tagId: 'rmf-combo',
    allocations: [
      { fund_code: 'SCBRM2', weight: 70 },
      { fund_code: 'SCBRMS&P500', weight: 30 },
    ],
  },
  {
    id: 'combo-tesg-thai',
    taxType: 'tesg',
    nameTh: 'Thai ESG คู่หุ้นไทยยั่งยืน',
    tagId: 'tesg-combo',
    allocations: [
      { fund_code: 'TISCOESG-A', weight: 50 },
      { fund_code: 'KKP-TESG', weight: 50 },
    ],
  },
  {
    id: 'combo-tesgx-extra',
    taxType: 'tesgx',
    nameTh: 'ThaiESGX ลดหย่อนเพิ่ม',
    tagId: 'tesgx-combo',
    allocations: [{ fund_code: 'KT-TESGX', weight: 100 }],
  },
];
