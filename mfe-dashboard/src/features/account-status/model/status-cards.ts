import type { DashboardStatus } from '@port/shared/contracts/enums';
import type { VisualStatus } from '@port/shared/contracts/visual-status';
import { ACCOUNT_STATUS_MESSAGES, STATUS_COPY } from '../messages';

export type CardTone = 'info' | 'warning' | 'danger' | 'success';

export interface StatusCardAction {
  label: string;
  href: string;
}

export interface StatusCard {
  status: DashboardStatus;
  tone: CardTone;
  title: string;
  description: string;
  action: StatusCardAction | null;
  /** ISO day the KYC / suitability / ID card expires, for the *_WARNING and *_EXPIRED cards. */
  expiryDate: string | null;
  expired: boolean;
  showBank: boolean;
  rejectReason: string | null;
}

const OA_LANDING = '/oa-landing';

const ACTIONS: Partial<Record<DashboardStatus, StatusCardAction>> = {
  NO_ACCOUNT: { label: ACCOUNT_STATUS_MESSAGES.openAccount, href: OA_LANDING },
  ACCOUNT_OPENING: { label: ACCOUNT_STATUS_MESSAGES.continueOpenAccount, href: OA_LANDING },
  ACCOUNT_REJECTED: { label: ACCOUNT_STATUS_MESSAGES.fixAccount, href: OA_LANDING },
  ACCOUNT_LACK_INFO: { label: ACCOUNT_STATUS_MESSAGES.fixAccount, href: OA_LANDING },
  ACCOUNT_NEED_INFO: { label: ACCOUNT_STATUS_MESSAGES.fixAccount, href: OA_LANDING },
};

const DANGER = new Set<DashboardStatus>([
  'ACCOUNT_REJECTED', 'ACCOUNT_FREEZE', 'ACCOUNT_CLOSE', 'ATS_REJECTED', 'ID_CARD_EXPIRED',
  'KYC_EXPIRED', 'SUIT_EXPIRED', 'API_ERROR', 'PRA_ERROR',
]);
const WARNING = new Set<DashboardStatus>([
  'ACCOUNT_LACK_INFO', 'ACCOUNT_NEED_INFO', 'ATS_REQUIRED', 'ID_CARD_WARNING', 'KYC_WARNING',
  'SUIT_WARNING', 'DCA_NEED_ADJUSTMENT', 'DCA_NEED_REMOVE', 'DCA_NEED_SET', 'ACCOUNT_OPENING_MAINTENANCE',
]);
const SUCCESS = new Set<DashboardStatus>(['ACCOUNT_APPROVED', 'ACCOUNT_READY', 'SEGREGATE_READY', 'PRA', 'NONE']);

/** Statuses that need no card of their own on the dashboard: everything is fine. */
const QUIET = new Set<DashboardStatus>(['NONE', 'ACCOUNT_READY']);

function toneOf(status: DashboardStatus): CardTone {
  if (DANGER.has(status)) return 'danger';
  if (WARNING.has(status)) return 'warning';
  if (SUCCESS.has(status)) return 'success';
  return 'info';
}

function expiryOf(status: DashboardStatus, options: VisualStatus['options']): string | null {
  if (status.startsWith('KYC_')) return options.expiry_dates.kyc;
  if (status.startsWith('SUIT_')) return options.expiry_dates.suit;
  if (status.startsWith('ID_CARD_')) return options.expiry_dates.id_card;
  return null;
}

/** One status → what its card says and offers (spec §4 account statuses, §3 visual status options). */
export function statusCard(status: DashboardStatus, options: VisualStatus['options']): StatusCard {
  const copy = STATUS_COPY[status];
  return {
    status,
    tone: toneOf(status),
    title: copy.title,
    description: copy.description,
    action: ACTIONS[status] ?? null,
    expiryDate: expiryOf(status, options),
    expired: status.endsWith('_EXPIRED'),
    showBank: status.startsWith('ATS_') && options.bank !== null,
    rejectReason: status === 'ACCOUNT_REJECTED' || status === 'ATS_REJECTED' ? options.reject_reason : null,
  };
}

/**
 * Cards in the order a customer should act on them: the open-account status first, then the
 * customer warnings (KYC, suitability, ID card, ATS), then the portfolio status. A status that
 * means "all is well" shows no card.
 */
export function statusCards(visual: VisualStatus): StatusCard[] {
  const ordered: DashboardStatus[] = [visual.oa, ...visual.customer, visual.port];
  const seen = new Set<DashboardStatus>();
  const cards: StatusCard[] = [];
  for (const status of ordered) {
    if (QUIET.has(status) || seen.has(status)) continue;
    seen.add(status);
    cards.push(statusCard(status, visual.options));
  }
  return cards;
}
