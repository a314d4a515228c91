import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('runtime config (spec §9 deployment values)', () => {
  it('reads the HTTP timeout and debug flag', () => {
    expect(parseRuntimeConfig({ httpTimeoutMs: 30_000, debug: true, mainSiteUrl: 'x' })).toEqual({
      httpTimeoutMs: 30_000,
      debug: true,
    });
    expect(parseRuntimeConfig({ timeoutMs: 45_000 })).toEqual({ httpTimeoutMs: 45_000 });
  });

  it('§4 reads the maintenance deployment flag', () => {
    expect(parseRuntimeConfig({ maintenance: true })).toEqual({ maintenance: true });
    expect(parseRuntimeConfig({ maintenance: 'yes' })).toEqual({});
  });

  it('ignores a bad field without dropping the others; non-objects give defaults', () => {
    expect(parseRuntimeConfig({ httpTimeoutMs: 'soon', debug: true })).toEqual({ debug: true });
    expect(parseRuntimeConfig({ httpTimeoutMs: 5 })).toEqual({});
    expect(parseRuntimeConfig(undefined)).toEqual({});
    expect(parseRuntimeConfig('x')).toEqual({});
  });
});
