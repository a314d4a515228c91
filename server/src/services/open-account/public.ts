/** The open-account services' one public entry: routes and the rest of server/src import only this file (decision record 010). */
export { readApplication } from './oa-application';
export { startApprovalWorker } from './oa-approval-worker';
export { recordMailFormRequest } from './oa-mail';
export { saveStep, submitApplication } from './oa-save';
export { identityVerifier } from './oa-verifier';
export { returnApplication } from './oa-review';
export { insertSentApplication } from './oa-sent';
