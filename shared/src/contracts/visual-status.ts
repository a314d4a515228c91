import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { accountStatusSchema, dashboardStatusSchema } from './enums';

/**
 * Visual status (spec §3). The spec does not show the values of oa/customer/port; we use:
 * - oa: the account status (card) of the open-account card;
 * - customer: account statuses that warn about the customer (KYC_WARNING, ID_CARD_EXPIRED, ...);
 * - port: the dashboard status of the portfolio.
 */
/** The customer's main bank; bank_id is what fast-checkout bodies send as bank_id. */
export const visualStatusBankSchema = z.object({
  bank_id: idSchema,
  bank_name: z.string(),
  bank_account_no_display: z.string(),
  bank_image_url: z.string().nullable(),
});

export const visualStatusSchema = z.object({
  oa: accountStatusSchema,
  customer: z.array(accountStatusSchema),
  port: dashboardStatusSchema,
  options: z.object({
    maintenance_message: z.string().nullable(),
    expiry_dates: z.object({
      kyc: isoDateSchema.nullable(),
      suit: isoDateSchema.nullable(),
      id_card: isoDateSchema.nullable(),
    }),
    bank: visualStatusBankSchema.nullable(),
    reject_reason: z.string().nullable(),
  }),
});
export type VisualStatus = z.infer<typeof visualStatusSchema>;
export type VisualStatusOptions = VisualStatus['options'];
