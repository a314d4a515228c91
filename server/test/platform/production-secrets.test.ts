import { describe, expect, it } from 'vitest';
import { missingProductionSecrets } from '../../src/platform/production-secrets';
import { testApp } from '../helpers/app';

describe('production settings (ARCHITECTURE "Auth": secrets never on development defaults)', () => {
  it('asks for both secrets when the app is served from a real host', () => {
    expect(missingProductionSecrets({ APP_ORIGIN: 'https://port.example.co.th' }, {})).toEqual(['SESSION_SECRET', 'OIDC_CLIENT_SECRET']);
    expect(missingProductionSecrets({ APP_ORIGIN: 'https://port.example.co.th' }, { SESSION_SECRET: 's'.repeat(32), OIDC_CLIENT_SECRET: 'short' })).toEqual(['OIDC_CLIENT_SECRET']);
  });

  it('keeps the embedded defaults on a developer machine', () => {
    expect(missingProductionSecrets({ APP_ORIGIN: 'http://localhost:3000' }, {})).toEqual([]);
    expect(missingProductionSecrets({ APP_ORIGIN: 'http://127.0.0.1:4300' }, {})).toEqual([]);
  });

  it('sends HSTS only when the app host is served over https', async () => {
    const secure = await testApp({ APP_ORIGIN: 'https://port.example.co.th' });
    const local = await testApp();
    try {
      expect((await secure.inject({ url: '/dashboard' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await local.inject({ url: '/dashboard' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
      await local.close();
    }
  });
});
