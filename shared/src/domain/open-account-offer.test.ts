import { describe, expect, it } from 'vitest';
import { offersAnotherAccount } from './open-account-offer';

describe('opening another account is offered unless an application waits for correction (issue 22 item 1; spec §4)', () => {
  it.each([
    ['ACCOUNT_REJECTED', false],
    ['ACCOUNT_NEED_INFO', false],
    ['ACCOUNT_LACK_INFO', false],
    ['ACCOUNT_SUBMITTED', true],
    ['ACCOUNT_RESUBMITTED', true],
    ['ACCOUNT_APPROVED', true],
    ['NO_ACCOUNT', true],
  ])('%s → %s', (status, offered) => {
    expect(offersAnotherAccount(status)).toBe(offered);
  });
});
