import type { DashboardStatus } from '@port/shared/contracts/enums';
import type { VisualStatus } from '@port/shared/contracts/visual-status';
import { accountStatusCard } from '@port/shared/domain/account-status-messages';
import type { CardAction, CardTone } from '@port/shared/domain/account-status-messages';

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

function expiryOf(status: DashboardStatus, options: VisualStatus['options']): string | null {
  if (status.startsWith('KYC_')) return options.expiry_dates.kyc;
  if (status.startsWith('SUIT_')) return options.expiry_dates.suit;
  if (status.startsWith('ID_CARD_')) return options.expiry_dates.id_card;
  return null;
}

/** One status → what its card says and offers (spec §4 account statuses, §3 visual status options). */
export function statusCard(status: DashboardStatus, options: VisualStatus['options']): StatusCard {
  const card = accountStatusCard(status, {
    expiryDates: options.expiry_dates,
    rejectReason: options.reject_reason,
    maintenanceMessage: options.maintenance_message,
  });
  return {
    status,
    tone: card.tone,
    title: card.title,
    description: card.description ?? null,
    action: card.action ?? null,
    expiryDate: expiryOf(status, options),
    expired: status.endsWith('_EXPIRED'),
    showBank: status.startsWith('ATS_') && options.bank !== null,
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
