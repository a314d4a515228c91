import { describe, expect, it } from 'vitest';
import { errorMessage } from './section-error';

describe('section error message', () => {
  it('spec §8: a Thai server message is shown as given', () => {
    expect(errorMessage(new Error('ระบบปิดปรับปรุงชั่วคราว'))).toBe('ระบบปิดปรับปรุงชั่วคราว');
  });

  it('spec §8: a plain-English message or no message shows the Thai default', () => {
    expect(errorMessage(new Error('Internal Server Error'))).toBe('เกิดข้อผิดพลาด');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('เกิดข้อผิดพลาด');
    expect(errorMessage('boom')).toBe('เกิดข้อผิดพลาด');
  });
});
