import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, runtimeConfigSchema } from './runtime-config';

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

  it('the zod schema kept for released versions reads every case as the zod-free reader does', () => {
    const cases: unknown[] = [
      { httpTimeoutMs: 30_000, debug: true, mainSiteUrl: 'x' },
      { timeoutMs: 45_000 },
      { httpTimeoutMs: 999, timeoutMs: 600_001, debug: 'no' },
      { httpTimeoutMs: 1000.5, maintenance: false },
      { httpTimeoutMs: Number.NaN, timeoutMs: 600_000 },
      { maintenance: 'yes' },
      [],
      null,
      'x',
    ];
    for (const raw of cases) {
      const parsed = runtimeConfigSchema.safeParse(raw);
      const viaSchema = parsed.success
        ? Object.fromEntries(
            Object.entries({
              httpTimeoutMs: parsed.data.httpTimeoutMs ?? parsed.data.timeoutMs,
              debug: parsed.data.debug,
              maintenance: parsed.data.maintenance,
            }).filter(([, value]) => value !== undefined),
          )
        : {};
      expect(parseRuntimeConfig(raw)).toEqual(viaSchema);
    }
  });
});
