import type { DashboardStatus, DcaStatus } from '@port/shared/contracts/enums';
import type { VisualStatus } from '@port/shared/contracts/visual-status';
import { accountStatusCard } from '@port/shared/domain/account-status-messages';
import type { CardAction, CardTone } from '@port/shared/domain/account-status-messages';
import { ACCOUNT_STATUS_MESSAGES as M } from '../messages';
import { praErrorCard, type PraErrorPlan } from './pra-error-card';

export interface StatusCard {
  status: DashboardStatus;
  tone: CardTone;
  title: string;
  description: string | null;
  action: CardAction | null;
  /** ISO day the KYC / suitability / ID card expires, for the *_WARNING and *_EXPIRED cards. */
  expiryDate: string | null;
  expired: boolean;
  /** ATS cards show the bank (logo and masked number) the debit uses. */
  showBank: boolean;
}

/** Statuses that need no card of their own on the dashboard: everything is fine. */
const QUIET = new Set<DashboardStatus>(['NONE', 'ACCOUNT_READY']);

/** Statuses that stop the customer from buying (issue 13 item 7): shown first, and on plan pages too. */
const BLOCKS_BUYING = new Set<DashboardStatus>([
  'SUIT_EXPIRED',
  'KYC_EXPIRED',
  'ID_CARD_EXPIRED',
  'ACCOUNT_FREEZE',
  'ACCOUNT_CLOSE',
  'ACCOUNT_REJECTED',
  'ATS_REJECTED',
]);
const TONE_RANK: Record<CardTone, number> = { danger: 0, warning: 1, info: 2, success: 3, none: 4 };
/** The DCA state of a plan each DCA card is about (spec §4). */
type DcaWork = 'need-adjustment' | 'need-remove' | 'need-set';
const DCA_CARD_STATUS: Partial<Record<DashboardStatus, DcaWork>> = {
  DCA_NEED_ADJUSTMENT: 'need-adjustment',
  DCA_NEED_REMOVE: 'need-remove',
  DCA_NEED_SET: 'need-set',
};

/** What the cards need to know beyond the visual status: does the customer have plans, which need DCA work. */
export interface StatusContext {
  hasPlans: boolean;
  /** Plans whose DCA needs work, with their state and the plan-page link that opens the action. */
  dcaPlans: readonly { name: string; status: DcaStatus; href: string | null }[];
  /** The account (oa) status: a customer with an application still open is sent to it (shared fix-routes). */
  oaStatus?: string;
  /** Plans whose last regular-investment debit failed, with their contact page and any call-back already requested. */
  praErrorPlans?: readonly PraErrorPlan[];
  /** The distributor's phone and hours (deployment settings), once loaded. */
  contact?: { phone: string; hours: string } | null;
}
const NO_CONTEXT: StatusContext = { hasPlans: false, dcaPlans: [] };

function expiryOf(status: DashboardStatus, options: VisualStatus['options']): string | null {
  if (status.startsWith('KYC_')) return options.expiry_dates.kyc;
  if (status.startsWith('SUIT_')) return options.expiry_dates.suit;
  if (status.startsWith('ID_CARD_')) return options.expiry_dates.id_card;
  return null;
}

/** One status → what its card says and offers (spec §4 account statuses, §3 visual status options). */
export function statusCard(
  status: DashboardStatus,
  options: VisualStatus['options'],
  context: StatusContext = NO_CONTEXT,
): StatusCard {
  const card = accountStatusCard(status, {
    expiryDates: options.expiry_dates,
    rejectReason: options.reject_reason,
    maintenanceMessage: options.maintenance_message,
    ...(context.oaStatus ? { oaStatus: context.oaStatus } : {}),
  });
  const praError = status === 'PRA_ERROR' ? praErrorCard(context.praErrorPlans ?? [], context.contact ?? null) : null;
  const dcaState = DCA_CARD_STATUS[status];
  const dcaPlans = dcaState ? context.dcaPlans.filter((p) => p.status === dcaState) : [];
  const dcaPlan = dcaPlans[0];
  // Never a link to the dashboard from the dashboard: a DCA card leads to the action on the plan concerned (issue 22).
  const action = dcaPlan?.href
    ? { label: M.dcaAction[dcaState!](dcaPlan.name), href: dcaPlan.href }
    : card.action?.href === '/dashboard'
      ? null
      : card.action;
  return {
    status,
    tone: card.tone,
    title: praError?.title ?? (dcaPlan ? M.dcaTitle[dcaState!](dcaPlans.map((p) => p.name)) : card.title),
    description: praError ? praError.description : (card.description ?? null),
    action: praError ? praError.action : (action ?? null),
    expiryDate: expiryOf(status, options),
    expired: status.endsWith('_EXPIRED'),
    showBank: status.startsWith('ATS_') && options.bank !== null,
  };
}

/** An approved customer who already has plans is not invited to create their first (issue 13 item 5). */
const shownStatus = (status: DashboardStatus, context: StatusContext): DashboardStatus =>
  status === 'ACCOUNT_APPROVED' && context.hasPlans ? 'ACCOUNT_READY' : status;

/**
 * Cards by severity (issue 13 item 7): what blocks buying first, then other problems, warnings,
 * information and good news; within one level the open-account status, the customer warnings,
 * then the portfolio status. A status that means "all is well" shows no card.
 */
export function statusCards(visual: VisualStatus, context: StatusContext = NO_CONTEXT): StatusCard[] {
  const ordered: DashboardStatus[] = [visual.oa, ...visual.customer, visual.port].map((s) => shownStatus(s, context));
  const seen = new Set<DashboardStatus>();
  const cards: StatusCard[] = [];
  for (const status of ordered) {
    if (QUIET.has(status) || seen.has(status)) continue;
    seen.add(status);
    cards.push(statusCard(status, visual.options, { ...context, oaStatus: visual.oa }));
  }
  const rank = (c: StatusCard) => (BLOCKS_BUYING.has(c.status) ? -1 : TONE_RANK[c.tone]);
  return cards
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** The card shown when no status needs a card: the account's own status. */
export const quietCard = (visual: VisualStatus, context: StatusContext = NO_CONTEXT): StatusCard =>
  statusCard(shownStatus(visual.oa, context), visual.options, { ...context, oaStatus: visual.oa });

/** The statuses that stop buying, for plan pages (issue 13 item 7). */
export const blockingCards = (visual: VisualStatus): StatusCard[] =>
  statusCards(visual).filter((c) => BLOCKS_BUYING.has(c.status));
