import { describe, expect, it } from 'vitest';
import { demoModeOn, missingProductionSecrets, refusedDemoSettings } from '../../src/platform/production-secrets';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { newBrowser, openSignInPage } from '../auth/sign-in-steps';
import { startStack } from '../auth/stack';

const REAL = 'https://port.example.co.th';
const PG = 'postgres://port@db:5432/port';

describe('production settings (ARCHITECTURE "Auth": secrets never on development defaults)', () => {
  it('asks for both secrets when the app is served from a real host', () => {
    expect(missingProductionSecrets({ APP_ORIGIN: 'https://port.example.co.th' }, {})).toEqual([
      'SESSION_SECRET',
      'OIDC_CLIENT_SECRET',
    ]);
    expect(
      missingProductionSecrets(
        { APP_ORIGIN: 'https://port.example.co.th' },
        { SESSION_SECRET: 's'.repeat(32), OIDC_CLIENT_SECRET: 'short' },
      ),
    ).toEqual(['OIDC_CLIENT_SECRET']);
  });

  it('keeps the embedded defaults on a developer machine', () => {
    expect(missingProductionSecrets({ APP_ORIGIN: 'http://localhost:3000' }, {})).toEqual([]);
    expect(missingProductionSecrets({ APP_ORIGIN: 'http://127.0.0.1:4300' }, {})).toEqual([]);
  });

  it('sends HSTS only when the app host is served over https', async () => {
    const secure = await testApp({ APP_ORIGIN: 'https://port.example.co.th' });
    const local = await testApp();
    try {
      expect((await secure.inject({ url: '/dashboard' })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await local.inject({ url: '/dashboard' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
      await local.close();
    }
  });
});

describe('demo settings never reach production (issue 12 item 2)', () => {
  it('off localhost, PGlite and the embedded demo provider refuse to start unless DEMO_MODE=true', () => {
    const realVerifier = { demo: false };
    const refused = refusedDemoSettings({ APP_ORIGIN: REAL, DATABASE_URL: undefined }, {}, realVerifier);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('DATABASE_URL');
    expect(refused[1]).toContain('IDP_ENABLED=false');
    expect(refusedDemoSettings({ APP_ORIGIN: REAL, DATABASE_URL: PG }, { IDP_ENABLED: 'true' }, realVerifier)).toHaveLength(1);
    expect(refusedDemoSettings({ APP_ORIGIN: REAL, DATABASE_URL: PG }, { IDP_ENABLED: 'false' }, realVerifier)).toEqual([]);
    expect(refusedDemoSettings({ APP_ORIGIN: REAL, DATABASE_URL: undefined }, { DEMO_MODE: 'true' })).toEqual([]);
  });

  it('off localhost the embedded identity verifier (accepts every applicant) refuses to start unless DEMO_MODE=true (issue 18)', () => {
    const production = { APP_ORIGIN: REAL, DATABASE_URL: PG };
    const refused = refusedDemoSettings(production, { IDP_ENABLED: 'false' });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('identity verifier');
    expect(refusedDemoSettings(production, { IDP_ENABLED: 'false', DEMO_MODE: 'true' })).toEqual([]);
    expect(refusedDemoSettings({ APP_ORIGIN: 'http://localhost:3000', DATABASE_URL: undefined }, {})).toEqual([]);
  });

  it('keeps `bash scripts/start.sh` working on localhost: demo mode is on there unless DEMO_MODE=false', () => {
    expect(refusedDemoSettings({ APP_ORIGIN: 'http://localhost:3000', DATABASE_URL: undefined }, {})).toEqual([]);
    expect(demoModeOn('http://localhost:3000', {})).toBe(true);
    expect(demoModeOn('http://localhost:3000', { DEMO_MODE: 'false' })).toBe(false);
    expect(demoModeOn(REAL, {})).toBe(false);
    expect(demoModeOn(REAL, { DEMO_MODE: 'true' })).toBe(true);
  });

  it('the sign-in page lists the demo passwords only in demo mode', async () => {
    const stack = await startStack(await resetDb(), { listDemoAccounts: false });
    try {
      const page = await openSignInPage(newBrowser(), stack.appOrigin);
      expect(page.html).toContain('name="password"');
      expect(page.html).not.toContain('demo1234');
      expect(page.html).not.toContain('บัญชีทดลองใช้งาน');
    } finally {
      await stack.close();
    }
  });
});
