/**
 * The longest text each open-account and KYC field takes (issue 18), read by the shared step
 * schemas (browser form and server alike) so both refuse the same length with the same Thai words.
 * Names fit the civil registry's and the fund houses' name fields; an address fits a KYC line.
 */
export const OA_TEXT_LIMITS = {
  first_name_th: { max: 50, name: 'ชื่อ (ภาษาไทย)' },
  last_name_th: { max: 50, name: 'นามสกุล (ภาษาไทย)' },
  first_name_en: { max: 50, name: 'ชื่อ (ภาษาอังกฤษ)' },
  last_name_en: { max: 50, name: 'นามสกุล (ภาษาอังกฤษ)' },
  email: { max: 100, name: 'อีเมล' },
  address: { max: 200, name: 'ที่อยู่' },
  province: { max: 50, name: 'จังหวัด' },
  tin: { max: 30, name: 'เลขประจำตัวผู้เสียภาษี' },
  us_tin: { max: 11, name: 'เลขประจำตัวผู้เสียภาษีสหรัฐอเมริกา' },
  account_name: { max: 120, name: 'ชื่อบัญชี' },
} as const;
export type OaTextField = keyof typeof OA_TEXT_LIMITS;

/** 'นามสกุล (ภาษาไทย) ยาวได้ไม่เกิน 50 ตัวอักษร': the field's own message, never 'กรุณากรอกข้อมูล'. */
export const tooLongMessage = (field: OaTextField): string =>
  `${OA_TEXT_LIMITS[field].name} ยาวได้ไม่เกิน ${OA_TEXT_LIMITS[field].max} ตัวอักษร`;
