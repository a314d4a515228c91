/** The tax services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { taxFundPurchases } from './tax-fund-purchases';
export { taxSavingTotals } from './tax-saving';
export { tsfComboPreview } from './tsf-combos';
