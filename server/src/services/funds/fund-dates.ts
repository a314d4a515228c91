import { orderDates, THAI_FUND_SETTLEMENT, type FundSettlement, type OrderDates } from '@port/shared/domain/business-days';
import type { FundRow } from './navs';

/** The fund's settlement as the catalogue carries it (issue 17: fund data), or the Thai default for an unknown fund. */
export const fundSettlement = (fund: FundRow | undefined): FundSettlement =>
  fund ? { unitDays: fund.unitSettlementDays, moneyDays: fund.moneySettlementDays } : THAI_FUND_SETTLEMENT;

/** The dates an order of this fund placed at `at` gets: the one rule of shared/domain, with the fund's own data. */
export const fundOrderDates = (at: Date, orderType: string, fund: FundRow | undefined): OrderDates =>
  orderDates(at, orderType === 'sell' ? 'sell' : 'buy', fund?.cutoffTime, fundSettlement(fund));
