import type { CardAction } from '@port/shared/domain/account-status-messages';
import { ACCOUNT_STATUS_MESSAGES as M } from '../messages';

export interface PraErrorPlan {
  name: string;
  /** The plan's PRA contact page (`/dashboard/{accountType}/{slot}/contact`). */
  href: string;
  /** The call-back request already sent about it, if any. */
  requestNo: string | null;
}

/**
 * PRA_ERROR (spec §4 PRA statuses; issue 22): which plan's debit failed and how to reach the
 * distributor. Once a call-back is requested the card says so and offers nothing more to do;
 * null when the plan is not known yet (the shared card's words stand).
 */
export function praErrorCard(
  plans: readonly PraErrorPlan[],
  contact: { phone: string; hours: string } | null,
): { title: string; description: string | null; action: CardAction | null } | null {
  const first = plans[0];
  if (!first) return null;
  const waiting = plans.find((p) => p.requestNo === null);
  const title = M.praError.title(plans.map((p) => p.name));
  if (!waiting) return { title, description: M.praError.requested(first.requestNo!), action: null };
  return {
    title,
    description: contact ? M.praError.call(contact.phone, contact.hours) : null,
    action: { label: M.praError.action(waiting.name), href: waiting.href },
  };
}
