import { describe, expect, it } from 'vitest';
import { ageOn, isAdultOn, isEmail, isIdCardValidOn, isThaiMobile, isValidThaiId } from './oa-identity';
import { maskBankAccount, maskIdNumber, maskTaxId } from './mask';
import { accountNameMatches, normaliseName } from './oa-names';

// Check digits worked by hand: 1-1017-00230-70-? → Σ = 1·13+1·12+0·11+1·10+7·9+0·8+0·7+2·6+3·5+0·4+7·3+0·2 = 146; 146 mod 11 = 3; 11−3 = 8.
const VALID = '1101700230708';

describe('open account identity rules (issue 11, spec §5 open-account form)', () => {
  it.each([VALID, '1-1017-00230-70-8', '3100600445566'.slice(0, 12) + checkDigit('310060044556')])(
    'accepts the valid ID number %s',
    (id) => {
      expect(isValidThaiId(id)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '1101700230705'],
    ['12 digits', '110170023070'],
    ['14 digits', '11017002307081'],
    ['a leading 0', '0101700230708'.slice(0, 12) + checkDigit('010170023070')],
    ['letters', '11017002307O8'],
    ['empty', ''],
  ])('refuses an ID number with %s', (_why, id) => {
    expect(isValidThaiId(id)).toBe(false);
  });

  it('every wrong last digit is refused (the check digit is the only one)', () => {
    const wrong = [...'0123456789'].filter((d) => d !== '8').map((d) => VALID.slice(0, 12) + d);
    expect(wrong.filter(isValidThaiId)).toEqual([]);
  });

  it('age counts whole years; an adult at 20 on the birthday (Civil and Commercial Code s.19), 19 the day before', () => {
    expect(ageOn('2006-11-18', '2026-11-18')).toBe(20);
    expect(ageOn('2006-11-19', '2026-11-18')).toBe(19);
    expect(isAdultOn('2006-11-18', '2026-11-18')).toBe(true);
    expect(isAdultOn('2006-11-19', '2026-11-18')).toBe(false);
    expect(isAdultOn('2007-11-18', '2026-11-18')).toBe(false);
    expect(isAdultOn('2008-02-30', '2030-01-01')).toBe(false);
    expect(isAdultOn('2030-01-01', '2026-11-18')).toBe(false);
  });

  it('an ID card is valid through its expiry day', () => {
    expect(isIdCardValidOn('2026-11-18', '2026-11-18')).toBe(true);
    expect(isIdCardValidOn('2026-11-17', '2026-11-18')).toBe(false);
  });

  it('e-mail and Thai mobile formats', () => {
    expect(isEmail('somchai@example.co.th')).toBe(true);
    expect(['somchai@', 'somchai@example', 'a b@example.com', '@example.com'].filter(isEmail)).toEqual([]);
    expect(['0812345678', '081-234-5678', '06 1234 5678', '0912345678'].every(isThaiMobile)).toBe(true);
    expect(['021234567', '0712345678', '081234567', '08123456789', '+66812345678'].filter(isThaiMobile)).toEqual([]);
  });

  it('account names match ignoring titles, case, dots and spacing, in Thai or English', () => {
    const names = { firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', firstNameEn: 'Somchai', lastNameEn: 'Jaidee' };
    expect(normaliseName('นาย  สมชาย ใจดี')).toBe('สมชาย ใจดี');
    expect(accountNameMatches('นายสมชาย ใจดี', names)).toBe(true);
    expect(accountNameMatches('MR. SOMCHAI  JAIDEE', names)).toBe(true);
    expect(accountNameMatches('สมหญิง ใจดี', names)).toBe(false);
    expect(accountNameMatches('   ', names)).toBe(false);
  });

  it('masks keep only the last digits (ID: three, bank account: four)', () => {
    expect(maskIdNumber(VALID)).toBe('x-xxxx-xxxxx-70-8');
    expect(maskIdNumber('123')).not.toContain('123');
    expect(maskBankAccount('0123456789')).toBe('xxx-x-xx678-9');
    expect(maskBankAccount('012-3-45678-9')).toBe('xxx-x-xx678-9');
    expect(maskBankAccount('1234567890')).toBe('xxx-x-xx789-0');
    expect(maskBankAccount('123456789012')).toBe('xxxxxxxx9012');
    expect(maskBankAccount('123')).toBe('xxx');
    expect(maskBankAccount(VALID)).not.toContain('11017');
  });

  it('a tax ID is masked too: a Thai one like the ID number, any other to its last three characters', () => {
    expect(maskTaxId('1-1017-00230-70-8')).toBe('x-xxxx-xxxxx-70-8');
    expect(maskTaxId('123-45-6789')).toBe('xxxxxx789');
    expect(maskTaxId('AB')).toBe('xx');
  });
});

function checkDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return String((11 - (sum % 11)) % 10);
}
