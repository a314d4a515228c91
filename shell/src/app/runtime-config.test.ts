import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_CONFIG, parseShellConfig } from './runtime-config';

describe('shell deployment settings from window.__PORT_CONFIG__ (spec §2 404 search, open-app modal)', () => {
  it('reads the main-site URL (no trailing slash) and the app deep link', () => {
    expect(parseShellConfig({ mainSiteUrl: 'https://www.kkp.example/', openAppUrl: 'kkpapp://port' })).toEqual({
      mainSiteUrl: 'https://www.kkp.example',
      openAppUrl: 'kkpapp://port',
    });
  });

  it('falls back to the defaults for missing, empty or wrongly typed values', () => {
    expect(parseShellConfig(undefined)).toEqual(DEFAULT_SHELL_CONFIG);
    expect(parseShellConfig('nonsense')).toEqual(DEFAULT_SHELL_CONFIG);
    expect(parseShellConfig({ mainSiteUrl: '   ', openAppUrl: 42 })).toEqual(DEFAULT_SHELL_CONFIG);
    expect(parseShellConfig({ mainSiteUrl: 'javascript:alert(1)//' }).mainSiteUrl).toBe(DEFAULT_SHELL_CONFIG.mainSiteUrl);
  });
});
