/** The plans services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { replaceAssetList } from './asset-list';
export { pendingAaJobIds, processAaJob } from './aa-jobs';
export { aaOf, acknowledge, toggleAa } from './automatic-allocation';
export { planMarketTiming } from './market-timing';
export {
  createPlan,
  dismissProposal,
  flagPlanDeleted,
  renamePlan,
  restorePlan,
  toPlanForEdit,
  toPlanOnly,
  updatePlan,
} from './plan-crud';
export { removeDca, setUpDca } from './dca-change';
export { refreshDcaStatus } from './dca-view';
export { planDetail } from './plan-detail';
export { cachedPlanList, cachedPlanListHit } from './plan-list-cache';
export { planSelectOverview, planTypeCard, planTypeCards, SLAS, playlistWithFunds } from './plan-select-catalog';
export { planTypeInfo } from './plan-type-info';
export { planById, planBySlot } from './plans';
export type { PlanRow } from './plans';
