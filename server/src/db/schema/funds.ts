import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const amcs = pgTable('amcs', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  logoUrl: text('logo_url').notNull(),
});

export const funds = pgTable('funds', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  amcCode: text('amc_code')
    .notNull()
    .references(() => amcs.code),
  aimcCategoryTh: text('aimc_category_th').notNull(),
  broadCategoryTh: text('broad_category_th').notNull(),
  riskLevel: integer('risk_level').notNull(),
  /** ssf, rmf, tesg, tesgx or none (spec §1). */
  taxType: text('tax_type').notNull(),
  color: text('color').notNull(),
  minInvest: numeric('min_invest', { precision: 20, scale: 2 }).notNull(),
  /** The fund's daily cut-off in Bangkok, 'HH:MM'; null means the default 15:30 (issue 8). */
  cutoffTime: text('cutoff_time'),
  /** The fund's fact sheet (issue 8 confirm step). */
  factSheetUrl: text('fact_sheet_url'),
  /** Business days after the trade date until a buy's units are allotted (issue 17: fund data). */
  unitSettlementDays: integer('unit_settlement_days').notNull().default(1),
  /** Business days after the trade date until a sell's money is paid (foreign-investing funds: later). */
  moneySettlementDays: integer('money_settlement_days').notNull().default(2),
  /** Invests abroad (a feeder or fund of foreign funds): settles after its master fund. */
  investsAbroad: boolean('invests_abroad').notNull().default(false),
});

export const fundNavs = pgTable(
  'fund_navs',
  {
    fundCode: text('fund_code')
      .notNull()
      .references(() => funds.code),
    navDate: date('nav_date', { mode: 'string' }).notNull(),
    nav: numeric('nav', { precision: 20, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundCode, t.navDate] })],
);

/** Tax-saving combos offered by fund recommendation (spec §7 port.combos). */
export const fundCombos = pgTable('fund_combos', {
  id: text('id').primaryKey(),
  taxType: text('tax_type').notNull(),
  nameTh: text('name_th').notNull(),
  tagId: text('tag_id').notNull(),
  allocations: jsonb('allocations').$type<{ fund_code: string; weight: number }[]>().notNull(),
});
