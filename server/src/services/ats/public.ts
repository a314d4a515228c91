/** The ATS services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { readAts, sealAccount as sealAtsAccount } from './ats-registration';
export { requestAts } from './ats-request';
export { confirmAts, rejectAts, submittedAtsCustomerIds } from './ats-decide';
