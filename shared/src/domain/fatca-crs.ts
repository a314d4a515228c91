import { digitsOnly } from './oa-identity';

/**
 * FATCA and CRS answers of the open-account tax step (issue 18). A US person (citizen, green-card
 * holder or US tax resident) certifies a US TIN on IRS Form W-9 and consents to the distributor
 * reporting the account to the IRS (FATCA IGA Thailand–US, 2016); a US tax residence listed for
 * CRS makes the customer a US person, and a US person is a US tax resident: the two answers must agree.
 */
export const FATCA_MESSAGES = {
  usTin: 'บุคคลอเมริกันต้องกรอกเลขประจำตัวผู้เสียภาษีสหรัฐอเมริกา (SSN หรือ ITIN ตัวเลข 9 หลัก)',
  w9: 'บุคคลอเมริกันต้องรับรองข้อมูลตามแบบ W-9 และยินยอมให้รายงานบัญชีต่อกรมสรรพากรสหรัฐอเมริกาก่อนไปต่อ',
  usResidenceMissing: 'คุณตอบว่าเป็นบุคคลอเมริกัน (US Person) กรุณาเพิ่มสหรัฐอเมริกาในประเทศที่คุณมีถิ่นที่อยู่ทางภาษี',
  notUsPerson: 'คุณระบุสหรัฐอเมริกาเป็นประเทศที่มีถิ่นที่อยู่ทางภาษี จึงเป็นบุคคลอเมริกัน (US Person) กรุณาแก้คำตอบให้ตรงกัน',
  usNoTinReason: 'สหรัฐอเมริกาออกเลขประจำตัวผู้เสียภาษีให้ผู้มีถิ่นที่อยู่ทางภาษีทุกคน กรุณาใช้เลข SSN หรือ ITIN ที่กรอกไว้',
} as const;

/** A US TIN (SSN or ITIN): nine digits, written 123-45-6789 or without dashes. */
export const isUsTin = (value: string): boolean => /^\d{9}$/.test(digitsOnly(value));

interface TaxAnswers {
  us_person: boolean;
  tax_residences: readonly { country: string; no_tin_reason?: string | undefined }[];
}

/** The first contradiction between the FATCA answer and the CRS residences, on the field to fix; null when they agree. */
export function fatcaCrsConflict(tax: TaxAnswers): { path: string; message: string } | null {
  const us = tax.tax_residences.findIndex((r) => r.country === 'US');
  if (tax.us_person && us < 0) return { path: 'tax_residences', message: FATCA_MESSAGES.usResidenceMissing };
  if (!tax.us_person && us >= 0) return { path: 'us_person', message: FATCA_MESSAGES.notUsPerson };
  if (us >= 0 && tax.tax_residences[us]?.no_tin_reason)
    return { path: `tax_residences.${us}.no_tin_reason`, message: FATCA_MESSAGES.usNoTinReason };
  return null;
}
