import { z } from 'zod';
import { idSchema, planNameSchema, planSlotSchema } from './common';
import { accountTypeSchema } from './enums';
import type { CheckoutResult } from './fast-checkout';

/**
 * Props contract of the federated `orders/CheckoutPanel` (issue 8; spec §7 fast-checkout).
 * Mounted by the dashboard's plan page, by plan-select after a plan is created and by the
 * tax-saving fund remote, always through `@port/shared/ui/remote-component`.
 */

/** What the panel does: a batch type of §7 (initial, topup, rebalance, redeem), a PRA or a tax-saving combo. */
export const CHECKOUT_MODES = ['initial', 'topup', 'rebalance', 'redeem', 'pra', 'tsf-combo'] as const;
export const checkoutModeSchema = z.enum(CHECKOUT_MODES);
export type CheckoutMode = z.infer<typeof checkoutModeSchema>;

/** The plan the order is for (from the plan detail or plan list of §7). */
export const checkoutPanelPlanSchema = z.object({
  plan_id: idSchema,
  account_type: accountTypeSchema,
  plan_slot: planSlotSchema,
  plan_name: planNameSchema,
});
export type CheckoutPanelPlan = z.infer<typeof checkoutPanelPlanSchema>;

/** A tax-saving combo (mode 'tsf-combo' only): its id, Thai name and minimum amount in baht. */
export const checkoutPanelComboSchema = z.object({
  combo_id: idSchema,
  name: z.string().min(1),
  min_amount: z.number().finite().nonnegative(),
});
export type CheckoutPanelCombo = z.infer<typeof checkoutPanelComboSchema>;

/**
 * How the checkout ended. `placed`: the orders exist (the result of the fast-checkout call);
 * `cancelled`: the customer closed the panel before confirming (nothing was sent).
 */
export type CheckoutPanelResult = { status: 'placed'; result: CheckoutResult } | { status: 'cancelled' };

export interface CheckoutPanelProps {
  plan: CheckoutPanelPlan;
  mode: CheckoutMode;
  /** Required when mode is 'tsf-combo'. */
  combo?: CheckoutPanelCombo;
  /** Fills in the amount step (baht), e.g. the planned initial amount after creating a plan (issue 17). */
  amount?: number;
  /** Called once when the checkout ends (placed or cancelled). */
  onDone?: (result: CheckoutPanelResult) => void;
}

/** The remote and exposed module the hosts load (decision record 001: `orders/CheckoutPanel`). */
export const CHECKOUT_PANEL_MODULE = 'orders/CheckoutPanel' as const;
