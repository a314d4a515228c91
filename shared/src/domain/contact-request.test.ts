import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactRequestProblems, formatThaiPhone, normalizeThaiPhone } from './contact-request';

describe('call-back request rules (issue 22: PRA_ERROR contact form)', () => {
  it.each([
    ['081-234-5678', '0812345678'],
    ['0812345678', '0812345678'],
    ['02 123 4567', '021234567'],
    ['+66812345678', null],
    ['081234567', null],
    ['1234567890', null],
    ['0112345678', null],
  ])('normalizeThaiPhone(%s) = %s', (input, expected) => {
    expect(normalizeThaiPhone(input)).toBe(expected);
  });

  it('formats mobile and landline numbers the Thai way', () => {
    expect(formatThaiPhone('0812345678')).toBe('081-234-5678');
    expect(formatThaiPhone('021234567')).toBe('02-123-4567');
  });

  it('names each problem in Thai, and none for a good request', () => {
    expect(contactRequestProblems({ phone: '', message: '' })).toEqual({ phone: CONTACT_MESSAGES.phoneEmpty });
    expect(contactRequestProblems({ phone: '12', message: 'x'.repeat(501) })).toEqual({
      phone: CONTACT_MESSAGES.phoneInvalid,
      message: CONTACT_MESSAGES.messageLong,
    });
    expect(contactRequestProblems({ phone: '081-234-5678', message: 'ab\u202Ecd' })).toEqual({
      message: CONTACT_MESSAGES.messageHidden,
    });
    expect(contactRequestProblems({ phone: '081-234-5678', message: 'x'.repeat(500) })).toEqual({});
  });
});
