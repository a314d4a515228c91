import { describe, expect, it, vi } from 'vitest';
import { fetchRemotesConfig, parseRemotesConfig } from './remotes-config';

const tsf = { manifest: 'http://localhost:3004/mf-manifest.json', version: '1.4.0' };
const oa = { manifest: 'https://oa.example.co.th/mf-manifest.json', version: '2.0.1' };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('/remotes.json (decision record 002; ARCHITECTURE.md federation rules)', () => {
  it('keeps every well-formed known remote', () => {
    const logger = { error: vi.fn() };
    expect(parseRemotesConfig({ tsf, oa }, logger)).toEqual({ tsf, oa });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('drops a malformed entry with a clear console error and keeps the other remotes', () => {
    const logger = { error: vi.fn() };
    const config = parseRemotesConfig({ tsf, oa: { manifest: 'not a url', version: '' } }, logger);
    expect(config).toEqual({ tsf });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toMatch(/remote "oa" .* malformed.*unavailable/);
  });

  it('refuses a manifest that is not http(s), such as javascript:', () => {
    const logger = { error: vi.fn() };
    expect(parseRemotesConfig({ tsf: { manifest: 'javascript:alert(1)', version: '1' } }, logger)).toEqual({});
    expect(logger.error).toHaveBeenCalled();
  });

  it('ignores an unknown remote name with a console error', () => {
    const logger = { error: vi.fn() };
    expect(parseRemotesConfig({ tsf, payments: tsf }, logger)).toEqual({ tsf });
    expect(logger.error.mock.calls[0]?.[0]).toMatch(/unknown remote "payments"/);
  });

  it('treats a file that is not an object as "every remote unavailable"', () => {
    const logger = { error: vi.fn() };
    expect(parseRemotesConfig(['tsf'], logger)).toEqual({});
    expect(parseRemotesConfig('oops', logger)).toEqual({});
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('fetches /remotes.json past the HTTP cache', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ tsf }));
    await expect(fetchRemotesConfig(fetchImpl, { error: vi.fn() })).resolves.toEqual({ tsf });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('never throws when the file is missing, broken JSON or the network fails', async () => {
    const logger = { error: vi.fn() };
    await expect(fetchRemotesConfig(async () => jsonResponse({}, 404), logger)).resolves.toEqual({});
    await expect(fetchRemotesConfig(async () => new Response('{not json', { status: 200 }), logger)).resolves.toEqual({});
    await expect(
      fetchRemotesConfig(async () => {
        throw new TypeError('Failed to fetch');
      }, logger),
    ).resolves.toEqual({});
    expect(logger.error).toHaveBeenCalledTimes(3);
    expect(logger.error.mock.calls[0]?.[0]).toMatch(/HTTP 404/);
  });
});
