import { z } from 'zod';
import { idSchema, moneySchema, percentSchema, unitsSchema } from './common';
import { fundTaxTypeSchema } from './enums';

export const unitholderHoldingSchema = z.object({
  unitholder_id: z.string(),
  amc_code: z.string(),
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  fund_tax_type: fundTaxTypeSchema.nullable(),
  units: unitsSchema,
  aum: moneySchema,
  unrealized_pl: moneySchema,
  unrealized_percentage: percentSchema,
});
export type UnitholderHolding = z.infer<typeof unitholderHoldingSchema>;

/** GET port-aggregation v1/cust-port/unitholder/agent-account-id/{id}. */
export const unitholderViewSchema = z.object({
  agent_account_id: idSchema,
  agent_name: z.string(),
  total_aum: moneySchema,
  holdings: z.array(unitholderHoldingSchema),
});
export type UnitholderView = z.infer<typeof unitholderViewSchema>;
