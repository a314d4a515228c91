import { DEMO_ACCOUNTS, type DemoAccount } from '../../server/src/db/seed/demo-accounts';

/** The demo sign-ins the embedded identity provider accepts (README "Demo sign-ins"). */
export function demoAccount(username: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account '${username}'`);
  return account;
}

/** An approved customer with plans, pending orders, DCA, PRA and AA. */
export const demoUser = () => demoAccount('investor');
