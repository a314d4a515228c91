/** The orders services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { checkoutBatch, checkoutPra, checkoutProposal, checkoutTsfCombo } from './fast-checkout';
export type { AuditContext } from './order-events';
export { batchOrderPreview, proposalOrderPreview } from './order-previews';
export { cancelOrder } from './orders';
export { praOrNone } from './pra';
