import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from './free-text';

/**
 * The rules of a call-back request (issue 22), read by the contact form and enforced by the server:
 * a Thai phone number (mobile 0[689]x-xxx-xxxx or landline 0x-xxx-xxxx; dashes and spaces are
 * ignored) and a message of at most 500 characters with nothing hidden.
 */
export const CONTACT_MESSAGE_MAX = 500;

export type ContactField = 'phone' | 'message';

/** The digits of a Thai phone number, or null when it is not one (10-digit mobile, 9-digit landline). */
export function normalizeThaiPhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  if (/^0[689]\d{8}$/.test(compact)) return compact;
  if (/^0[2-7]\d{7}$/.test(compact)) return compact;
  return null;
}

/** 0812345678 → 081-234-5678, 021234567 → 02-123-4567. */
export function formatThaiPhone(digits: string): string {
  return digits.length === 10
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
}

export const CONTACT_MESSAGES = {
  phoneEmpty: 'กรุณาระบุเบอร์โทรศัพท์ที่ให้ติดต่อกลับ',
  phoneInvalid: 'เบอร์โทรศัพท์ไม่ถูกต้อง (เช่น 081-234-5678 หรือ 02-123-4567)',
  messageLong: `ข้อความยาวได้ไม่เกิน ${CONTACT_MESSAGE_MAX} ตัวอักษร`,
  messageHidden: HIDDEN_CHARACTERS_MESSAGE,
} as const;

/** Each field's problem in Thai; empty when the request may be sent. */
export function contactRequestProblems(input: { phone: string; message: string }): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  if (input.phone.trim() === '') problems.phone = CONTACT_MESSAGES.phoneEmpty;
  else if (!normalizeThaiPhone(input.phone)) problems.phone = CONTACT_MESSAGES.phoneInvalid;
  const message = input.message.trim();
  if ([...message].length > CONTACT_MESSAGE_MAX) problems.message = CONTACT_MESSAGES.messageLong;
  else if (hasHiddenCharacters(message)) problems.message = CONTACT_MESSAGES.messageHidden;
  return problems;
}
