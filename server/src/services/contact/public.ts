/** The contact services' one public entry: routes import only this file (decision record 010). */
export { contactRequestsOf, createContactRequest, type DistributorContact } from './contact-requests';
export { closeContactRequest, type CloseContactRequest } from './contact-close';
