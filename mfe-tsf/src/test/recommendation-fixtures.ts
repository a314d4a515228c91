import type { AmcInfo, FundRecommendation, RecommendedFund } from '@port/shared/contracts/fund';
import { planListData, planListItem } from '@port/shared/test/plan-list';

const fund = (code: string, amc: string, extra: Partial<RecommendedFund> = {}): RecommendedFund => ({
  fund_shortcode: code,
  fund_name_th: `กองทุน ${code}`,
  amc_code: amc,
  aimc_category_th: 'หุ้นสหรัฐอเมริกา',
  risk_level: 6,
  fund_tax_type: 'rmf',
  nav: 16.4,
  nav_date: '2026-11-17',
  min_initial_amount: 500,
  return_1y: 12.34,
  return_3y: null,
  return_5y: null,
  fact_sheet_url: `https://www.sec.or.th/fs?fund=${code}`,
  ...extra,
});

export const rmfRecommendation: FundRecommendation = {
  individual: {
    funds: [fund('SCBRMS&P500', 'SCBAM'), fund('B-INNOTECHRMF', 'BBLAM', { return_1y: -3.5, fact_sheet_url: null })],
    tag_id: 'rmf-funds',
  },
  port: {
    combos: [
      {
        combo_id: 'combo-rmf-growth',
        name: 'RMF เติบโต',
        description: 'SCBRMS&P500 70% + B-INNOTECHRMF 30%',
        min_amount: 1667,
        funds: [
          { fund_shortcode: 'SCBRMS&P500', fund_name_th: 'S&P500', weight: 70 },
          { fund_shortcode: 'B-INNOTECHRMF', fund_name_th: 'Innotech', weight: 30 },
        ],
      },
    ],
    tag_id: 'rmf-combo',
  },
};

export const amcs: AmcInfo[] = [
  { amc_code: 'SCBAM', name_th: 'บลจ.ไทยพาณิชย์', name_en: 'SCBAM', logo_url: '/content/amc/scbam.svg' },
  { amc_code: 'BBLAM', name_th: 'บลจ.บัวหลวง', name_en: 'BBLAM', logo_url: '/content/amc/bblam.svg' },
  { amc_code: 'KTAM', name_th: 'บลจ.กรุงไทย', name_en: 'KTAM', logo_url: null },
];

export const ssfRecommendation: FundRecommendation = {
  individual: { funds: [fund('K-CHANGE-SSF', 'SCBAM', { fund_tax_type: 'ssf' })], tag_id: 'ssf-funds' },
  port: {
    combos: [
      {
        combo_id: 'combo-ssf-balanced',
        name: 'SSF สมดุล',
        description: 'K-CHANGE-SSF 100%',
        min_amount: 500,
        funds: [{ fund_shortcode: 'K-CHANGE-SSF', fund_name_th: 'K-CHANGE', weight: 100 }],
      },
    ],
    tag_id: 'ssf-combo',
  },
};

/** A plan list with the customer's tax-saving plan (segregate slot 2), as the server answers it. */
export const taxSavingPlanList = planListData({
  accounts: [
    {
      account_type: 'segregate',
      account_code: 'S-1',
      status: 'ACCOUNT_APPROVED',
      aum: 1000,
      plans: [
        planListItem({
          plan_id: 'p-tax',
          plan_slot: 2,
          plan_name: 'ลดหย่อนภาษี',
          plan_type: 'tax-saving',
          plan_type_display: 'ลดหย่อนภาษี',
          risk_level: 6,
          risk_level_text: 'ความเสี่ยงสูง',
        }),
      ],
    },
  ],
});
