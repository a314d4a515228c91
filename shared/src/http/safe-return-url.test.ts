import { describe, expect, it } from 'vitest';
import { toSafeReturnPath } from './safe-return-url';

const origin = 'http://localhost:3000';

describe('toSafeReturnPath (spec §2 login return_url)', () => {
  it('keeps same-origin paths with search and hash', () => {
    expect(toSafeReturnPath('/dashboard/omnibus/2?tab=a#x', origin)).toBe('/dashboard/omnibus/2?tab=a#x');
    expect(toSafeReturnPath('http://localhost:3000/plan-select', origin)).toBe('/plan-select');
  });

  it.each([
    ['empty', ''],
    ['other host', 'https://evil.example/dashboard'],
    ['protocol-relative', '//evil.example/x'],
    ['javascript', 'javascript:alert(1)'],
    ['backslash', '/\\evil.example'],
    ['data url', 'data:text/html,hi'],
    ['login loop', '/login?return_url=/x'],
    ['auth path', '/auth/logout'],
  ])('falls back to /dashboard for %s', (_name, input) => {
    expect(toSafeReturnPath(input, origin)).toBe('/dashboard');
  });

  it('falls back for null/undefined', () => {
    expect(toSafeReturnPath(null, origin)).toBe('/dashboard');
    expect(toSafeReturnPath(undefined, origin)).toBe('/dashboard');
  });
});
