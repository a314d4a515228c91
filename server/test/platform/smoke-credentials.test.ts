import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { smokeCredentials } from '../../src/platform/remote-registry/smoke-credentials';

// Issue 20 item 3: the smoke load before a flip signs in, so a remote's signed-in pages are checked.
describe('who the smoke load signs in as', () => {
  const investor = DEMO_ACCOUNTS.find((account) => account.username === 'investor');

  it('SMOKE_USERNAME / SMOKE_PASSWORD when set, anywhere', () => {
    const env = { SMOKE_USERNAME: 'smoke-customer', SMOKE_PASSWORD: 'secret-0001' };
    expect(smokeCredentials('https://app.example.com', env)).toEqual({ username: 'smoke-customer', password: 'secret-0001' });
  });

  it('in a demo (a local app host, or DEMO_MODE=true) the demo investor', () => {
    expect(smokeCredentials('http://localhost:3000', {})).toEqual({ username: 'investor', password: investor?.password });
    expect(smokeCredentials('https://demo.example.com', { DEMO_MODE: 'true' }).username).toBe('investor');
  });

  it('refused off a demo without them, and with only one of the two', () => {
    expect(() => smokeCredentials('https://app.example.com', {})).toThrow('set SMOKE_USERNAME and SMOKE_PASSWORD');
    expect(() => smokeCredentials('http://localhost:3000', { DEMO_MODE: 'false' })).toThrow('is not a demo');
    expect(() => smokeCredentials('http://localhost:3000', { SMOKE_USERNAME: 'x' })).toThrow('set both');
  });
});
