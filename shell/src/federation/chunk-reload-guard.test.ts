import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(missing: http://localhost:3004/123.abcd.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk reload guard (spec §8, §9: at most once per 60000 ms)', () => {
  it('recognises the chunk errors of the bundler and of the browser, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads on the first chunk failure and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 s, and reloads again after 60 s', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_059_999 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunkError(chunkError(), { storage, reload, now: () => 1_060_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for an error that is not a chunk failure', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('skips the reload when the timestamp cannot be stored, so it cannot loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceForChunkError(chunkError(), { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for an unhandled chunk rejection seen by the window listener', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const uninstall = installChunkReloadGuard(window, { storage, reload, now: () => 5_000 });
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: chunkError() });
    window.dispatchEvent(rejection);
    window.dispatchEvent(rejection);
    uninstall();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
