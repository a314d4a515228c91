// /remotes.json (and its inline copy in the shell's page) as one browser would get them if a candidate
// version of one remote were live (issue 20 item 3, the smoke load before the flip): only the smoke's
// browser sees it, nothing on the server changes. The remote's origin is the same for every version,
// so the page's CSP allows the candidate as it is.

/** The id of the inline copy of /remotes.json in the shell's page (server/src/platform/shell-hints.ts). */
export const INLINE_REMOTES_ID = 'port-remotes';

/** `.../tsf/0.1.0-abc/mf-manifest.json` → `0.1.0-abc` (the folder the version is stored in). */
export const versionFromManifestUrl = (url) => new URL(url).pathname.split('/').at(-2) || 'candidate';

/** `/remotes.json`'s object with `remote` pointing at the candidate; the live manifest it replaced. */
export function withCandidate(remotes, remote, manifestUrl) {
  const live = remotes?.[remote]?.manifest ?? null;
  return {
    remotes: { ...remotes, [remote]: { manifest: manifestUrl, version: versionFromManifestUrl(manifestUrl) } },
    live,
  };
}

export function candidateRemotesBody(text, remote, manifestUrl) {
  return JSON.stringify(withCandidate(JSON.parse(text), remote, manifestUrl).remotes);
}

/** The pages the smoke visits for a remote's routes: those without parameters, public ones unless signed in. */
export function smokePages(routes, signedIn) {
  return routes
    .filter((route) => signedIn || !route.signedIn)
    .flatMap((route) => route.pages.filter((page) => !page.includes(':')).map((page) => ({ page, module: route.module })));
}
