import type { TradeRefusal, TradeRefusalCode } from '../contracts/trading-profile';
import { fixRoute } from './fix-routes';

/**
 * Who may trade (issue 8; spec §4 statuses): an approved account, KYC and ID card not expired
 * (else no order at all), a suitability assessment not expired and an automatic debit (ATS) that
 * is not required or refused (else no buying: every purchase is paid by ATS). The server
 * refuses checkouts with these codes and messages; the CheckoutPanel says them before any amount.
 */
const REFUSALS: Record<TradeRefusalCode, Omit<TradeRefusal, 'error_code' | 'fix_url'>> = {
  ACCOUNT_NOT_APPROVED: {
    blocks: 'all',
    message: 'บัญชีกองทุนของคุณยังไม่พร้อมทำรายการซื้อขาย',
    fix_label: 'ดูสถานะการเปิดบัญชี',
  },
  KYC_EXPIRED: {
    blocks: 'all',
    message: 'ข้อมูลส่วนตัว (KYC) ของคุณหมดอายุแล้ว กรุณาทบทวนข้อมูลก่อนทำรายการ',
    fix_label: 'ทบทวนข้อมูลส่วนตัว (KYC)',
  },
  ID_CARD_EXPIRED: {
    blocks: 'all',
    message: 'บัตรประชาชนของคุณหมดอายุแล้ว กรุณาอัปเดตข้อมูลก่อนทำรายการ',
    fix_label: 'อัปเดตบัตรประชาชน',
  },
  SUIT_EXPIRED: {
    blocks: 'buy',
    message: 'แบบประเมินความเสี่ยงของคุณหมดอายุแล้ว กรุณาทำแบบประเมินใหม่ก่อนซื้อกองทุน',
    fix_label: 'ทำแบบประเมินความเสี่ยง',
  },
  SUITABILITY_REQUIRED: {
    blocks: 'buy',
    message: 'คุณยังไม่ได้ทำแบบประเมินความเสี่ยง กรุณาทำแบบประเมินก่อนซื้อกองทุน',
    fix_label: 'ทำแบบประเมินความเสี่ยง',
  },
  ATS_REQUIRED: {
    blocks: 'buy',
    message: 'คุณยังไม่ได้สมัครหักบัญชีอัตโนมัติ (ATS) ซึ่งใช้ชำระค่าซื้อกองทุน กรุณาสมัครก่อนซื้อกองทุน',
    fix_label: 'สมัครหักบัญชีอัตโนมัติ (ATS)',
  },
  ATS_REJECTED: {
    blocks: 'buy',
    message: 'ธนาคารปฏิเสธการสมัครหักบัญชีอัตโนมัติ (ATS) ของคุณ จึงยังชำระค่าซื้อกองทุนไม่ได้ กรุณาแก้ไขบัญชีธนาคารและส่งคำขอใหม่',
    fix_label: 'แก้ไขบัญชีธนาคารและส่งคำขอใหม่',
  },
};

/** The refusal with where to fix it for this customer (fix-routes: an open application is continued, not renewed). */
export const tradeRefusal = (code: TradeRefusalCode, oaStatus: string): TradeRefusal => ({
  error_code: code,
  ...REFUSALS[code],
  fix_url: fixRoute(code, oaStatus),
});

/** Account (oa) statuses with which a customer may place orders. */
export const TRADABLE_ACCOUNT_STATUSES: readonly string[] = ['ACCOUNT_APPROVED', 'ACCOUNT_READY'];

export interface TradeEligibilityInput {
  oaStatus: string;
  kycExpiry: string | null;
  suitExpiry: string | null;
  idCardExpiry: string | null;
  suitRiskLevel: number | null;
  /** The customer's ATS registration status (ats_registrations), null or absent when none is asked for. */
  atsStatus?: string | null;
}

/** ATS statuses with which nothing can be paid: no debit set up yet, or the bank refused it (issue 22). */
const ATS_BLOCKING = ['ATS_REQUIRED', 'ATS_REJECTED'] as const;

/** Every reason this customer may not trade today ('YYYY-MM-DD' in Bangkok); expired = before today. */
export function tradeRefusals(customer: TradeEligibilityInput, today: string): TradeRefusal[] {
  const codes: TradeRefusalCode[] = [];
  const expired = (date: string | null) => date !== null && date < today;
  if (!TRADABLE_ACCOUNT_STATUSES.includes(customer.oaStatus)) codes.push('ACCOUNT_NOT_APPROVED');
  if (expired(customer.kycExpiry)) codes.push('KYC_EXPIRED');
  if (expired(customer.idCardExpiry)) codes.push('ID_CARD_EXPIRED');
  if (expired(customer.suitExpiry)) codes.push('SUIT_EXPIRED');
  else if (customer.suitRiskLevel === null) codes.push('SUITABILITY_REQUIRED');
  const ats = ATS_BLOCKING.find((status) => status === customer.atsStatus);
  if (ats) codes.push(ats);
  return codes.map((code) => tradeRefusal(code, customer.oaStatus));
}

/** Fund risk above the customer's suitability level: the buy needs an explicit acknowledgement. */
export const isRiskierThanCustomer = (fundRiskLevel: number, suitRiskLevel: number | null): boolean =>
  suitRiskLevel !== null && fundRiskLevel > suitRiskLevel;

export const RISK_ACKNOWLEDGEMENT_MESSAGE = 'กองทุนบางกองมีความเสี่ยงสูงกว่าระดับที่คุณยอมรับได้ กรุณายืนยันว่าคุณรับทราบความเสี่ยงก่อนส่งคำสั่งซื้อ';
