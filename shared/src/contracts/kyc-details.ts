import { z } from 'zod';
import { contactFields, workStepSchema } from './oa-steps';

/**
 * The details a KYC review confirms or changes (issue 18 item 2): contact and address (checked as on
 * the application's step 1), occupation, income and sources of funds (as step 2). One schema for
 * the browser form and the server, so both refuse the same input with the same Thai words.
 */
export const kycFieldsSchema = z.object({
  ...contactFields,
  occupation: workStepSchema.shape.occupation,
  income_range: workStepSchema.shape.income_range,
  fund_sources: workStepSchema.shape.fund_sources,
});
export type KycFields = z.infer<typeof kycFieldsSchema>;

/** The stored values as the form starts from (codes, not labels); a field not on file is absent. */
export const kycStoredSchema = z.object({
  mobile: z.string().optional(),
  email: z.string().optional(),
  address: z.string().optional(),
  province: z.string().optional(),
  postcode: z.string().optional(),
  occupation: workStepSchema.shape.occupation.optional(),
  income_range: workStepSchema.shape.income_range.optional(),
  fund_sources: workStepSchema.shape.fund_sources.optional(),
});
export type KycStored = z.infer<typeof kycStoredSchema>;
