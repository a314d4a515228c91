/**
 * Open-account identity rules (issue 11), shared by the browser form and the server so both
 * refuse the same input with the same Thai words. Dates are 'YYYY-MM-DD' Bangkok calendar days.
 */

/** Digits only: '1-1017-00230-70-5' and '1 1017 00230 70 5' are the same ID number. */
export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * Thai national ID: 13 digits, the last is a check digit: (11 − Σ dᵢ·(13 − i) mod 11) mod 10
 * over the first twelve digits (i = 0…11). The first digit is never 0.
 */
export function isValidThaiId(value: string): boolean {
  const id = digitsOnly(value);
  if (!/^[1-8]\d{12}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

const parts = (isoDate: string): [number, number, number] => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
};

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parts(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole years from birth to `today` (a birthday counts on its day; 29 Feb counts on 1 Mar in other years). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = parts(birthDate);
  const [ty, tm, td] = parts(today);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * A Thai becomes an adult (sui juris) at 20 full years (Civil and Commercial Code s.19); a minor's
 * juristic acts need the legal representative's consent (s.21), and there is no guardian path online.
 */
export const MIN_ACCOUNT_AGE = 20;

export const isAdultOn = (birthDate: string, today: string): boolean =>
  isIsoDate(birthDate) && birthDate <= today && ageOn(birthDate, today) >= MIN_ACCOUNT_AGE;

/** An ID card is usable through its expiry day. */
export const isIdCardValidOn = (expiryDate: string, today: string): boolean => isIsoDate(expiryDate) && expiryDate >= today;

/** What the ID card expiry holds for a card that never expires ('ตลอดชีพ'). */
export const ID_CARD_LIFETIME = 'lifetime';

/**
 * Lifetime Thai ID cards are issued to people aged 70 and over (ID Card Act B.E. 2526 as amended
 * B.E. 2554; the earlier age of 60 applied before 2011, and those holders are over 75 today).
 */
export const LIFETIME_CARD_AGE = 70;
export const mayHoldLifetimeCard = (birthDate: string, today: string): boolean =>
  isIsoDate(birthDate) && ageOn(birthDate, today) >= LIFETIME_CARD_AGE;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value.trim());

/** A Thai mobile number: 10 digits starting 06, 08 or 09 (dashes and spaces allowed). */
export const isThaiMobile = (value: string): boolean => /^0[689]\d{8}$/.test(digitsOnly(value));
