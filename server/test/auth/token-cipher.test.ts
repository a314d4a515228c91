import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTokens, seal } from '../../src/auth/token-cipher';

const keyOf = (secret: string) => createHash('sha256').update(secret).digest();
const sealedWith = (key: Buffer, accessToken: string) => ({
  accessToken: seal(key, accessToken),
  refreshToken: seal(key, 'refresh'),
  idToken: seal(key, 'id'),
  accessTokenExpiresAt: new Date(0),
});

/**
 * Issue 19 item 5: a sealed access token a key has opened once is not opened again, and that
 * changes no answer: another key, or other sealed bytes, are still checked by AES-GCM and refused.
 */
describe('session tokens opened once per key and sealed text (ARCHITECTURE "Auth")', () => {
  it('the same sealed text reads back the same, again and again', () => {
    const key = keyOf('cipher-test-one');
    const sealed = sealedWith(key, 'access-one');
    for (let i = 0; i < 3; i += 1) expect(openTokens(key, sealed).accessToken).toBe('access-one');
  });

  it('a text the first key opened is refused under another key (a rotated SESSION_SECRET)', () => {
    const first = keyOf('cipher-test-one');
    const sealed = sealedWith(first, 'access-two');
    expect(openTokens(first, sealed).accessToken).toBe('access-two');
    expect(() => openTokens(keyOf('cipher-test-two'), sealed)).toThrow();
    expect(openTokens(first, sealed).accessToken).toBe('access-two');
  });

  it('a tampered copy of a text that opened is refused, every time', () => {
    const key = keyOf('cipher-test-one');
    const sealed = sealedWith(key, 'access-three');
    expect(openTokens(key, sealed).accessToken).toBe('access-three');
    const raw = Buffer.from(sealed.accessToken, 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    const tampered = { ...sealed, accessToken: raw.toString('base64') };
    expect(() => openTokens(key, tampered)).toThrow();
    expect(() => openTokens(key, tampered)).toThrow();
  });
});
