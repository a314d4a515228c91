import type { SeedPlan } from './seed-types';

/** The approved investor (C0003): omnibus and segregate plans of several types (spec §1, §4). */
export const INVESTOR_PLANS: SeedPlan[] = [
  {
    accountType: 'omnibus',
    slot: 1,
    name: 'เกษียณสบาย',
    planType: 'goal-based',
    goalType: 'retirement',
    goalTimeframe: 20,
    goalMoney: '5000000',
    initial: '100000',
    contribution: '5000',
    riskLevel: 6,
    modelCode: 'MP-GROWTH',
    aa: 'enabled',
    model: [
      { fund_code: 'ONE-UGG-RA', weight: 40 },
      { fund_code: 'KFSDIV', weight: 30 },
      { fund_code: 'K-FIXED', weight: 30 },
    ],
    purchases: [
      { fund: 'ONE-UGG-RA', amount: '40000', daysAgo: 500 },
      { fund: 'KFSDIV', amount: '30000', daysAgo: 480, dividend: '950.50' },
      { fund: 'K-FIXED', amount: '30000', daysAgo: 470, realizedPl: '320.75' },
      { fund: 'ONE-UGG-RA', amount: '10000', daysAgo: 60 },
    ],
    pending: [
      { fund: 'ONE-UGG-RA', amount: '2000', source: 'port-web' },
      { fund: 'KFSDIV', amount: '1500', source: 'port-web' },
    ],
    pra: { status: 'PRA', day: 25, total: '5000', topup: '0', minInvest: '1000' },
    // The PRA's monthly debits per fund: the plan's 5,000 a month by its model (DCA match).
    dca: [
      { fund: 'ONE-UGG-RA', amount: '2000', day: 25, status: 'active' },
      { fund: 'KFSDIV', amount: '1500', day: 25, status: 'active' },
      { fund: 'K-FIXED', amount: '1500', day: 25, status: 'active' },
    ],
  },
  {
    accountType: 'omnibus',
    slot: 2,
    name: 'ทุนการศึกษาลูก',
    planType: '1stm',
    goalType: 'education',
    goalTimeframe: 10,
    goalMoney: '1000000',
    initial: '50000',
    contribution: '3000',
    riskLevel: 5,
    modelCode: 'MP-BALANCED',
    status: 'optional_adjustment',
    aa: 'not_enabled',
    model: [
      { fund_code: 'KFSMART', weight: 60 },
      { fund_code: 'K-FIXED', weight: 40 },
    ],
    purchases: [
      { fund: 'KFSMART', amount: '35000', daysAgo: 250 },
      { fund: 'K-FIXED', amount: '15000', daysAgo: 240 },
    ],
    dca: [
      { fund: 'KFSMART', amount: '1800', day: 10, status: 'active' },
      { fund: 'K-FIXED', amount: '1200', day: 10, status: 'active' },
    ],
  },
  {
    accountType: 'omnibus',
    slot: 3,
    name: 'ลงทุนรายเดือน DCA',
    planType: 'general',
    initial: '20000',
    contribution: '4000',
    riskLevel: 7,
    // 4,000 a month planned, 2,500 debited (KFHEALTH-A paused): DCA need-adjustment by the rule.
    model: [],
    purchases: [
      { fund: 'KFGTECH-A', amount: '12000', daysAgo: 330 },
      { fund: 'KFHEALTH-A', amount: '8000', daysAgo: 320 },
    ],
    dca: [
      { fund: 'KFGTECH-A', amount: '2500', day: 5, status: 'active' },
      { fund: 'KFHEALTH-A', amount: '1500', day: 5, status: 'paused' },
    ],
  },
  {
    accountType: 'segregate',
    slot: 1,
    name: 'พอร์ต GOE',
    planType: 'goe',
    goalType: 'wealth',
    goalTimeframe: 8,
    goalMoney: '2000000',
    initial: '300000',
    contribution: '10000',
    // Its model holds gold and property funds (fund risk 8): the plan's level is its ceiling (issue 17).
    riskLevel: 8,
    modelCode: 'MP-GOE',
    status: 'pending',
    model: [
      { fund_code: 'SCBSET50', weight: 40 },
      { fund_code: 'KT-PRECIOUS', weight: 20 },
      { fund_code: 'K-PROPI', weight: 40 },
    ],
    purchases: [
      { fund: 'SCBSET50', amount: '120000', daysAgo: 600 },
      { fund: 'KT-PRECIOUS', amount: '60000', daysAgo: 420 },
      { fund: 'K-PROPI', amount: '120000', daysAgo: 410, dividend: '4100' },
    ],
    pending: [{ fund: 'KT-PRECIOUS', amount: '5000', source: 'PROPOSAL_ORDER' }],
    dca: [
      { fund: 'SCBSET50', amount: '4000', day: 1, status: 'active' },
      { fund: 'KT-PRECIOUS', amount: '2000', day: 1, status: 'active' },
      { fund: 'K-PROPI', amount: '4000', day: 1, status: 'active' },
    ],
  },
  {
    accountType: 'segregate',
    slot: 2,
    name: 'ลดหย่อนภาษี',
    planType: 'tax-saving',
    initial: '150000',
    contribution: '0',
    riskLevel: 6,
    aa: 'paused',
    model: [
      { fund_code: 'K-CHANGE-SSF', weight: 30 },
      { fund_code: 'SCBRMS&P500', weight: 30 },
      { fund_code: 'TISCOESG-A', weight: 20 },
      { fund_code: 'KT-TESGX', weight: 20 },
    ],
    modelCode: 'MP-TAX',
    // Purchases this year and last year feed the tax-saving totals (spec §3).
    purchases: [
      { fund: 'SCBRMS&P500', amount: '50000', daysAgo: 400 },
      { fund: 'K-CHANGE-SSF', amount: '40000', daysAgo: 380 },
      { fund: 'TISCOESG-A', amount: '30000', daysAgo: 40 },
      { fund: 'KT-TESGX', amount: '30000', daysAgo: 20 },
      { fund: 'SCBRM2', amount: '25000', daysAgo: 15 },
    ],
  },
];

const tierPlan = (
  slot: number,
  name: string,
  risk: number,
  purchases: SeedPlan['purchases'],
  accountType: SeedPlan['accountType'] = 'omnibus',
): SeedPlan => ({
  accountType,
  slot,
  name,
  planType: 'general',
  initial: purchases.reduce((s, p) => s + Number(p.amount), 0).toFixed(2),
  contribution: '0',
  riskLevel: risk,
  model: [],
  purchases,
});

/** One customer per wealth tier (spec §9: 500,000 / 2,000,000 / 10,000,000 THB). */
export const TIER_PLANS: Record<'exclusive' | 'privateWealth' | 'privateBanking', SeedPlan[]> = {
  exclusive: [
    tierPlan(1, 'พอร์ตหลัก', 5, [
      { fund: 'KFSMART', amount: '400000', daysAgo: 500 },
      { fund: 'K-CASH', amount: '250000', daysAgo: 300 },
    ]),
  ],
  privateWealth: [
    tierPlan(1, 'พอร์ตหุ้นโลก', 6, [
      { fund: 'ONE-UGG-RA', amount: '1500000', daysAgo: 650 },
      { fund: 'KFHEALTH-A', amount: '600000', daysAgo: 500 },
    ]),
    tierPlan(1, 'พอร์ตตราสารหนี้', 4, [{ fund: 'K-FIXED', amount: '900000', daysAgo: 600 }], 'segregate'),
  ],
  privateBanking: [
    tierPlan(1, 'พอร์ตมั่งคั่ง', 6, [
      { fund: 'SCBSET50', amount: '4000000', daysAgo: 700 },
      { fund: 'ONE-UGG-RA', amount: '3000000', daysAgo: 650 },
    ]),
    tierPlan(
      1,
      'กองทุนส่วนบุคคล',
      4,
      [
        { fund: 'K-FIXED', amount: '5000000', daysAgo: 690 },
        { fund: 'ES-CASH', amount: '2000000', daysAgo: 200 },
      ],
      'private-fund',
    ),
  ],
};

/** `dcaset` (C0031): a goal plan with 6,000 a month planned and no monthly investing set up (DCA need-set). */
export const DCA_SET_PLANS: SeedPlan[] = [
  {
    accountType: 'omnibus',
    slot: 1,
    name: 'ดาวน์บ้าน',
    planType: 'goal-based',
    goalType: 'house',
    goalTimeframe: 5,
    goalMoney: '500000',
    initial: '60000',
    contribution: '6000',
    riskLevel: 5,
    modelCode: 'MP-BALANCED',
    model: [
      { fund_code: 'KFSMART', weight: 60 },
      { fund_code: 'K-FIXED', weight: 40 },
    ],
    purchases: [
      { fund: 'KFSMART', amount: '36000', daysAgo: 120 },
      { fund: 'K-FIXED', amount: '24000', daysAgo: 120 },
    ],
  },
];

/** `dcaremove` (C0032): a plan without a monthly amount whose 2,000 บาท monthly debit is still active (DCA need-remove). */
export const DCA_REMOVE_PLANS: SeedPlan[] = [
  {
    accountType: 'omnibus',
    slot: 1,
    name: 'เงินเก็บก้อนเดียว',
    planType: 'general',
    initial: '80000',
    contribution: '0',
    riskLevel: 4,
    model: [
      { fund_code: 'K-FIXED', weight: 70 },
      { fund_code: 'K-CASH', weight: 30 },
    ],
    purchases: [
      { fund: 'K-FIXED', amount: '56000', daysAgo: 200 },
      { fund: 'K-CASH', amount: '24000', daysAgo: 200 },
    ],
    dca: [{ fund: 'K-FIXED', amount: '2000', day: 20, status: 'active' }],
  },
];

/**
 * `praerror` (C0041): a plan whose regular investment's last debit failed (spec §4 PRA_ERROR, §3 Pra
 * error_code / error_message); its monthly debits match the plan, so only the failure is shown.
 */
export const PRA_ERROR_PLANS: SeedPlan[] = [
  {
    accountType: 'omnibus',
    slot: 1,
    name: 'เงินออมเพื่อลูก',
    planType: 'general',
    initial: '40000',
    contribution: '3000',
    riskLevel: 4,
    model: [
      { fund_code: 'K-FIXED', weight: 50 },
      { fund_code: 'KFSMART', weight: 50 },
    ],
    purchases: [
      { fund: 'K-FIXED', amount: '20000', daysAgo: 150 },
      { fund: 'KFSMART', amount: '20000', daysAgo: 150 },
    ],
    pra: {
      status: 'PRA_ERROR',
      day: 15,
      total: '3000',
      topup: '0',
      minInvest: '1000',
      error: { code: 'ATS_INSUFFICIENT_FUNDS', message: 'หักเงินลงทุนงวดล่าสุดไม่สำเร็จ เนื่องจากยอดเงินในบัญชีธนาคารไม่พอ' },
    },
    dca: [
      { fund: 'K-FIXED', amount: '1500', day: 15, status: 'active' },
      { fund: 'KFSMART', amount: '1500', day: 15, status: 'active' },
    ],
  },
];
