import type { SeedPlan, SeedPurchase } from './seed-types';
import { debits, goal, plan, weights } from './seed-builders';

/** The approved investor (C0003): omnibus and segregate plans of several types (spec §1, §4). */
export const INVESTOR_PLANS: SeedPlan[] = [
  plan({
    name: 'เกษียณสบาย',
    planType: 'goal-based',
    ...goal('retirement', 20, '5000000'),
    initial: '100000',
    contribution: '5000',
    riskLevel: 6,
    modelCode: 'MP-GROWTH',
    aa: 'enabled',
    model: weights({ 'ONE-UGG-RA': 40, KFSDIV: 30, 'K-FIXED': 30 }),
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
    dca: debits(25, { 'ONE-UGG-RA': '2000', KFSDIV: '1500', 'K-FIXED': '1500' }),
  }),
  plan({
    slot: 2,
    name: 'ทุนการศึกษาลูก',
    planType: '1stm',
    ...goal('education', 10, '1000000'),
    initial: '50000',
    contribution: '3000',
    riskLevel: 5,
    modelCode: 'MP-BALANCED',
    status: 'optional_adjustment',
    aa: 'not_enabled',
    model: weights({ KFSMART: 60, 'K-FIXED': 40 }),
    purchases: [
      { fund: 'KFSMART', amount: '35000', daysAgo: 250 },
      { fund: 'K-FIXED', amount: '15000', daysAgo: 240 },
    ],
    dca: debits(10, { KFSMART: '1800', 'K-FIXED': '1200' }),
  }),
  plan({
    slot: 3,
    name: 'ลงทุนรายเดือน DCA',
    initial: '20000',
    contribution: '4000',
    riskLevel: 7,
    // 4,000 a month planned, 2,500 debited (KFHEALTH-A paused): DCA need-adjustment by the rule.
    purchases: [
      { fund: 'KFGTECH-A', amount: '12000', daysAgo: 330 },
      { fund: 'KFHEALTH-A', amount: '8000', daysAgo: 320 },
    ],
    dca: debits(5, { 'KFGTECH-A': '2500', 'KFHEALTH-A': '1500' }, ['KFHEALTH-A']),
  }),
  plan({
    accountType: 'segregate',
    name: 'พอร์ต GOE',
    planType: 'goe',
    ...goal('wealth', 8, '2000000'),
    initial: '300000',
    contribution: '10000',
    // Its model holds gold and property funds (fund risk 8): the plan's level is its ceiling (issue 17).
    riskLevel: 8,
    modelCode: 'MP-GOE',
    status: 'pending',
    model: weights({ SCBSET50: 40, 'KT-PRECIOUS': 20, 'K-PROPI': 40 }),
    purchases: [
      { fund: 'SCBSET50', amount: '120000', daysAgo: 600 },
      { fund: 'KT-PRECIOUS', amount: '60000', daysAgo: 420 },
      { fund: 'K-PROPI', amount: '120000', daysAgo: 410, dividend: '4100' },
    ],
    pending: [{ fund: 'KT-PRECIOUS', amount: '5000', source: 'PROPOSAL_ORDER' }],
    dca: debits(1, { SCBSET50: '4000', 'KT-PRECIOUS': '2000', 'K-PROPI': '4000' }),
  }),
  plan({
    accountType: 'segregate',
    slot: 2,
    name: 'ลดหย่อนภาษี',
    planType: 'tax-saving',
    initial: '150000',
    riskLevel: 6,
    aa: 'paused',
    model: weights({ 'K-CHANGE-SSF': 30, 'SCBRMS&P500': 30, 'TISCOESG-A': 20, 'KT-TESGX': 20 }),
    modelCode: 'MP-TAX',
    // Purchases this year and last year feed the tax-saving totals (spec §3).
    purchases: [
      { fund: 'SCBRMS&P500', amount: '50000', daysAgo: 400 },
      { fund: 'K-CHANGE-SSF', amount: '40000', daysAgo: 380 },
      { fund: 'TISCOESG-A', amount: '30000', daysAgo: 40 },
      { fund: 'KT-TESGX', amount: '30000', daysAgo: 20 },
      { fund: 'SCBRM2', amount: '25000', daysAgo: 15 },
    ],
  }),
];

/** `expiring` (C0004): an emergency fund with its monthly debits matching the plan. */
export const SUIT_EXPIRED_PLANS: SeedPlan[] = [
  plan({
    name: 'เงินสำรองฉุกเฉิน',
    planType: 'goal-based',
    ...goal('emergency', 2, '120000'),
    initial: '30000',
    contribution: '3000',
    riskLevel: 2,
    model: weights({ 'K-CASH': 60, 'ES-CASH': 40 }),
    modelCode: 'MP-EMERGENCY',
    purchases: [
      { fund: 'K-CASH', amount: '30000', daysAgo: 300 },
      { fund: 'ES-CASH', amount: '20000', daysAgo: 200 },
    ],
    dca: debits(15, { 'K-CASH': '1800', 'ES-CASH': '1200' }),
  }),
];

/** `partner` (C0005): a plan a partner agent (KKP) advised. */
export const PARTNER_PLANS: SeedPlan[] = [
  plan({
    name: 'พอร์ตแนะนำโดย KKP',
    initial: '200000',
    riskLevel: 5,
    model: weights({ KFSMART: 50, 'K-FIXED': 50 }),
    purchases: [
      { fund: 'KFSMART', amount: '100000', daysAgo: 400 },
      { fund: 'K-FIXED', amount: '100000', daysAgo: 380, dividend: '1250' },
    ],
  }),
];

/** A wealth tier's plan: what it holds was its initial investment, nothing monthly, no model. */
const tierPlan = (name: string, riskLevel: number, purchases: SeedPurchase[], accountType: SeedPlan['accountType'] = 'omnibus') =>
  plan({ accountType, name, riskLevel, purchases, initial: purchases.reduce((s, p) => s + Number(p.amount), 0).toFixed(2) });

/** One customer per wealth tier (spec §9: 500,000 / 2,000,000 / 10,000,000 THB). */
export const TIER_PLANS: Record<'exclusive' | 'privateWealth' | 'privateBanking', SeedPlan[]> = {
  exclusive: [
    tierPlan('พอร์ตหลัก', 5, [
      { fund: 'KFSMART', amount: '400000', daysAgo: 500 },
      { fund: 'K-CASH', amount: '250000', daysAgo: 300 },
    ]),
  ],
  privateWealth: [
    tierPlan('พอร์ตหุ้นโลก', 6, [
      { fund: 'ONE-UGG-RA', amount: '1500000', daysAgo: 650 },
      { fund: 'KFHEALTH-A', amount: '600000', daysAgo: 500 },
    ]),
    tierPlan('พอร์ตตราสารหนี้', 4, [{ fund: 'K-FIXED', amount: '900000', daysAgo: 600 }], 'segregate'),
  ],
  privateBanking: [
    tierPlan('พอร์ตมั่งคั่ง', 6, [
      { fund: 'SCBSET50', amount: '4000000', daysAgo: 700 },
      { fund: 'ONE-UGG-RA', amount: '3000000', daysAgo: 650 },
    ]),
    tierPlan(
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
  plan({
    name: 'ดาวน์บ้าน',
    planType: 'goal-based',
    ...goal('house', 5, '500000'),
    initial: '60000',
    contribution: '6000',
    riskLevel: 5,
    modelCode: 'MP-BALANCED',
    model: weights({ KFSMART: 60, 'K-FIXED': 40 }),
    purchases: [
      { fund: 'KFSMART', amount: '36000', daysAgo: 120 },
      { fund: 'K-FIXED', amount: '24000', daysAgo: 120 },
    ],
  }),
];

/** `dcaremove` (C0032): a plan without a monthly amount whose 2,000 บาท monthly debit is still active (DCA need-remove). */
export const DCA_REMOVE_PLANS: SeedPlan[] = [
  plan({
    name: 'เงินเก็บก้อนเดียว',
    initial: '80000',
    riskLevel: 4,
    model: weights({ 'K-FIXED': 70, 'K-CASH': 30 }),
    purchases: [
      { fund: 'K-FIXED', amount: '56000', daysAgo: 200 },
      { fund: 'K-CASH', amount: '24000', daysAgo: 200 },
    ],
    dca: debits(20, { 'K-FIXED': '2000' }),
  }),
];

/**
 * `praerror` (C0041): a plan whose regular investment's last debit failed (spec §4 PRA_ERROR, §3 Pra
 * error_code / error_message); its monthly debits match the plan, so only the failure is shown.
 */
export const PRA_ERROR_PLANS: SeedPlan[] = [
  plan({
    name: 'เงินออมเพื่อลูก',
    initial: '40000',
    contribution: '3000',
    riskLevel: 4,
    model: weights({ 'K-FIXED': 50, KFSMART: 50 }),
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
    dca: debits(15, { 'K-FIXED': '1500', KFSMART: '1500' }),
  }),
];
