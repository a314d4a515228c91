import type { VisualStatus } from '@port/shared/contracts/visual-status';
import { accountStatusSchema, dashboardStatusSchema, type AccountStatus } from '@port/shared/contracts/enums';
import type { customerBanks, customers } from '../../db/schema/customers';
import { bangkokDate, daysBetween } from '../../lib/dates';
import { maskBankAccount } from '@port/shared/domain/mask';
import { BANKS, type BankCode } from '@port/shared/contracts/oa-steps';

export type CustomerRow = typeof customers.$inferSelect;
/** What the visual status reads of the customer. */
export type VisualCustomer = Pick<
  CustomerRow,
  'id' | 'oaStatus' | 'portStatus' | 'kycExpiry' | 'suitExpiry' | 'idCardExpiry' | 'maintenanceMessage' | 'rejectReason'
> & {
  /** The automatic debit (ATS) registration (issue 22): its status, the refusal's reason, the bank of the last request. */
  ats?: { status: string; rejectReason: string | null; bankCode: string | null; accountNoMasked: string | null } | null;
};
export type CustomerBank = Pick<typeof customerBanks.$inferSelect, 'id' | 'bankDisplayName' | 'bankAccountNo' | 'bankLogoUrl'>;

const WARNING_DAYS = 30;

/** KYC / suitability / ID-card warnings from the expiry dates (spec §4 expiry kinds). */
export function expiryWarnings(customer: VisualCustomer, today = bangkokDate()): AccountStatus[] {
  const result: AccountStatus[] = [];
  const check = (date: string | null, warning: AccountStatus, expired: AccountStatus) => {
    if (!date) return;
    const left = daysBetween(today, date);
    if (left < 0) result.push(expired);
    else if (left <= WARNING_DAYS) result.push(warning);
  };
  check(customer.kycExpiry, 'KYC_WARNING', 'KYC_EXPIRED');
  check(customer.suitExpiry, 'SUIT_WARNING', 'SUIT_EXPIRED');
  check(customer.idCardExpiry, 'ID_CARD_WARNING', 'ID_CARD_EXPIRED');
  return result;
}

/** ATS statuses that are the customer's to act on or wait for; a confirmed debit needs no card (issue 22). */
const ATS_CARD = new Set<AccountStatus>(['ATS_REQUIRED', 'ATS_SUBMITTED', 'ATS_REJECTED']);

function atsStatusOf(customer: VisualCustomer): AccountStatus[] {
  const status = customer.ats?.status;
  return status && ATS_CARD.has(status as AccountStatus) ? [accountStatusSchema.parse(status)] : [];
}

/**
 * The bank an ATS card is about: the sent or refused request's (only masked; no bank_id of a
 * registered bank yet, so none that checkout could send), else the main bank.
 */
function cardBank(customer: VisualCustomer, bank: CustomerBank | null): VisualStatus['options']['bank'] {
  const ats = customer.ats;
  if (ats && (ats.status === 'ATS_SUBMITTED' || ats.status === 'ATS_REJECTED') && ats.bankCode && ats.accountNoMasked) {
    const code = ats.bankCode as BankCode;
    return {
      bank_id: `ats-request-${customer.id}`,
      bank_name: BANKS[code] ?? code,
      bank_account_no_display: ats.accountNoMasked,
      bank_image_url: `/static/banks/${code.toLowerCase()}.svg`,
    };
  }
  return bank
    ? {
        bank_id: bank.id,
        bank_name: bank.bankDisplayName,
        bank_account_no_display: maskBankAccount(bank.bankAccountNo),
        bank_image_url: bank.bankLogoUrl,
      }
    : null;
}

/** The plans' DCA states as the portfolio status (spec §4), the most pressing first: a wrong debit, one to stop, one to start. */
const DCA_PORT_STATUS = [
  ['need-adjustment', 'DCA_NEED_ADJUSTMENT'],
  ['need-remove', 'DCA_NEED_REMOVE'],
  ['need-set', 'DCA_NEED_SET'],
] as const;

/** The dashboard's status (spec §4) from the customer, their plans' PRA and DCA states and their main bank (null when none). */
export function visualStatus(
  customer: VisualCustomer,
  plans: { dcaStatus: string; praStatus: string }[],
  bank: CustomerBank | null,
): VisualStatus {
  // A failed regular-investment debit comes first: money the customer meant to invest did not go in (issue 22).
  const port = plans.some((p) => p.praStatus === 'PRA_ERROR')
    ? 'PRA_ERROR'
    : (DCA_PORT_STATUS.find(([dca]) => plans.some((p) => p.dcaStatus === dca))?.[1] ??
      dashboardStatusSchema.parse(customer.portStatus));
  return {
    oa: accountStatusSchema.parse(customer.oaStatus),
    customer: [...atsStatusOf(customer), ...expiryWarnings(customer)],
    port,
    options: {
      maintenance_message: customer.maintenanceMessage,
      expiry_dates: { kyc: customer.kycExpiry, suit: customer.suitExpiry, id_card: customer.idCardExpiry },
      bank: cardBank(customer, bank),
      reject_reason: customer.ats?.status === 'ATS_REJECTED' ? customer.ats.rejectReason : customer.rejectReason,
    },
  };
}
