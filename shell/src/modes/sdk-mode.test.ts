import { describe, expect, it } from 'vitest';
import { detectSdkMode, requiresFullPageLoad, SDK_STORAGE_KEY } from './sdk-mode';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';

describe('SDK mode detection (spec §1 webview, §6)', () => {
  it('is off for a normal browser visit', () => {
    expect(detectSdkMode({ search: '', userAgent: browserUa, storage: memoryStorage() })).toBe(false);
  });

  it('turns on with ?sdk=1 and stays on for later pages of the tab', () => {
    const storage = memoryStorage();
    expect(detectSdkMode({ search: '?sdk=1', userAgent: browserUa, storage })).toBe(true);
    expect(storage.data.get(SDK_STORAGE_KEY)).toBe('1');
    expect(detectSdkMode({ search: '', userAgent: browserUa, storage })).toBe(true);
  });

  it('turns off again with ?sdk=0', () => {
    const storage = memoryStorage({ [SDK_STORAGE_KEY]: '1' });
    expect(detectSdkMode({ search: '?sdk=0', userAgent: browserUa, storage })).toBe(false);
    expect(detectSdkMode({ search: '', userAgent: browserUa, storage })).toBe(false);
  });

  it('recognises the webview user-agent marker without any query', () => {
    const ua = `${browserUa} PortSDK/2.1`;
    expect(detectSdkMode({ search: '', userAgent: ua, storage: null })).toBe(true);
  });

  it('still works when storage throws (locked-down webview)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(detectSdkMode({ search: '?sdk=1', userAgent: browserUa, storage: throwing })).toBe(true);
    expect(detectSdkMode({ search: '', userAgent: browserUa, storage: throwing })).toBe(false);
  });
});

describe('full page load for /dashboard in the webview (spec §2)', () => {
  it('forces a full load only for /dashboard and only in SDK mode', () => {
    expect(requiresFullPageLoad('/dashboard', true)).toBe(true);
    expect(requiresFullPageLoad('/dashboard/', true)).toBe(true);
    expect(requiresFullPageLoad('/dashboard', false)).toBe(false);
    expect(requiresFullPageLoad('/dashboard/omnibus', true)).toBe(false);
    expect(requiresFullPageLoad('/plan-select', true)).toBe(false);
  });
});
