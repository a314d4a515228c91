import { describe, expect, it } from 'vitest';
import { candidateRemotesBody, smokePages, versionFromManifestUrl, withCandidate } from './candidate-page.mjs';

// Issue 20 item 3: the smoke's browser sees the candidate version of one remote; nothing else changes.
const live = 'http://localhost:3004/tsf/0.1.0-aaaaaaaaaa/mf-manifest.json';
const candidate = 'http://localhost:3004/tsf/0.1.0-bbbbbbbbbb/mf-manifest.json';
const remotes = {
  tsf: { manifest: live, version: '0.1.0-aaaaaaaaaa' },
  oa: { manifest: 'http://localhost:3005/mf-manifest.json', version: '0.1.0' },
};

describe('the live shell with a candidate remote (smoke before the flip)', () => {
  it('/remotes.json: only the remote under test points at the candidate', () => {
    expect(JSON.parse(candidateRemotesBody(JSON.stringify(remotes), 'tsf', candidate))).toEqual({
      tsf: { manifest: candidate, version: '0.1.0-bbbbbbbbbb' },
      oa: remotes.oa,
    });
    expect(versionFromManifestUrl(candidate)).toBe('0.1.0-bbbbbbbbbb');
  });

  it('a remote not in the live file yet is added; the live manifest it replaced is named', () => {
    expect(JSON.parse(candidateRemotesBody('{}', 'tsf', candidate)).tsf.manifest).toBe(candidate);
    expect(withCandidate(remotes, 'tsf', candidate).live).toBe(live);
  });

  it('the pages visited: those without parameters, public ones only unless signed in', () => {
    const routes = [
      { path: '/oa-landing/*', module: './OaRoutes', signedIn: false, pages: ['/oa-landing', '/oa-landing/create'] },
      { path: '/oa-landing/renew/*', module: './RenewalRoutes', signedIn: true, pages: ['/oa-landing/renew/kyc'] },
      { path: '/p/:slot/x', module: './X', signedIn: false, pages: ['/p/:slot/x'] },
    ];
    expect(smokePages(routes, false)).toEqual([
      { page: '/oa-landing', module: './OaRoutes' },
      { page: '/oa-landing/create', module: './OaRoutes' },
    ]);
    expect(smokePages(routes, true).map((p) => p.page)).toEqual(['/oa-landing', '/oa-landing/create', '/oa-landing/renew/kyc']);
  });
});
