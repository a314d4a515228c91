import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { errorMessage, httpStatusOf } from './http-error-info';

describe('HTTP error info', () => {
  it('spec §8: a Thai server message is shown as given', () => {
    expect(errorMessage(new Error('ระบบปิดปรับปรุงชั่วคราว'))).toBe('ระบบปิดปรับปรุงชั่วคราว');
  });

  it('spec §8: a plain-English message or no message shows the Thai default', () => {
    expect(errorMessage(new Error('Internal Server Error'))).toBe('เกิดข้อผิดพลาด');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('เกิดข้อผิดพลาด');
    expect(errorMessage('boom')).toBe('เกิดข้อผิดพลาด');
  });

  it('reads the status by shape, so a copy of HttpError from another bundle still counts', () => {
    expect(httpStatusOf(new HttpError({ status: 404, code: 'PLAN_NOT_FOUND' }))).toBe(404);
    expect(httpStatusOf({ status: 409 })).toBe(409);
    expect(httpStatusOf(new Error('x'))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });
});
