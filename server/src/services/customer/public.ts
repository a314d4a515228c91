/** The customer services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { customerAdvisor } from './advisor';
export { serviceLevelOf } from './service-level';
export { customerRow, tradingProfile } from './trade-guard';
export { readCustomerRecord } from './customer-record';
export { renewSuitability } from './renew-suitability';
export { updateIdCard } from './update-id-card';
export { reviewKyc } from './review-kyc';
