import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempt } from './attempt-key';

describe('idempotency key per checkout attempt (issue 8: double click, reload, network drop)', () => {
  beforeEach(() => sessionStorage.clear());

  it('the same request in the same attempt keeps its key, also after a reload (sessionStorage)', () => {
    const first = attemptKey('p1:topup', { amount: 5000, bank: 'B1' });
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(attemptKey('p1:topup', { amount: 5000, bank: 'B1' })).toBe(first);
  });

  it('a changed request, another plan or a finished attempt gets a new key', () => {
    const first = attemptKey('p1:topup', { amount: 5000, bank: 'B1' });
    const changed = attemptKey('p1:topup', { amount: 6000, bank: 'B1' });
    expect(changed).not.toBe(first);
    expect(attemptKey('p2:topup', { amount: 6000, bank: 'B1' })).not.toBe(changed);
    endAttempt('p1:topup');
    expect(attemptKey('p1:topup', { amount: 6000, bank: 'B1' })).not.toBe(changed);
  });
});
