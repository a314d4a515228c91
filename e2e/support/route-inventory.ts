import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteApp } from '@port/shared/contracts/remotes';
import type { ShellPage } from '../../shell/src/routes/route-table';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// Read as text: Playwright's loader cannot import the JSON module the shell's route table imports.
const REMOTE_APPS = (JSON.parse(read('shared/src/contracts/remote-apps.json')) as { remotes: RemoteApp[] }).remotes;
/** The shell's own entries of its route table (`{ path: '/x', owner: shell('page') … }`), in order. */
const SHELL_PAGES = [...read('shell/src/routes/route-table.ts').matchAll(/\{ path: '([^']+)', owner: shell\('([\w-]+)'\)/g)].map(
  (match) => ({ path: match[1]!, page: match[2]! as ShellPage }),
);

/** A concrete address for each shell page of the route table. */
const SHELL_PAGE_PATHS: Partial<Record<ShellPage, string[]>> = {
  home: ['/'],
  login: ['/login?return_url=%2Fdashboard'],
  'auth-callback': ['/auth/callback'],
  error: ['/error'],
  maintenance: ['/maintenance'],
  'over-capacity': ['/over-capacity'],
  'not-found': ['/some/unknown/path'],
};

/** Values of the `investor` demo customer (C0003) for each path parameter; `planId` comes from the caller. */
const PARAMETERS: Record<string, string[]> = {
  accountType: ['omnibus', 'segregate'],
  planSlot: ['1'],
  agentAccountId: ['AG00031'],
  planType: ['goal-based'],
  playlistType: ['global-equity'],
  slaType: ['exclusive'],
};

/** The routes a remote's exposed module declares below its prefix: `index` and every `path="…"`. */
function routesInModule(dir: string, file: string): string[] {
  const source = read(path.join(dir, file));
  const paths = [...source.matchAll(/<Route\b[^>]*?\bpath="([^"]+)"/gs)].map((match) => match[1]!);
  return /<Route\s+index\b/.test(source) ? ['', ...paths] : paths;
}

/** Fills each `:parameter` with every sample value; a parameter without samples fails (add one above). */
function expand(route: string, samples: Record<string, string[]>): string[] {
  const parameter = /:(\w+)/.exec(route);
  if (!parameter) return [route];
  const values = samples[parameter[1]!];
  if (!values?.length) throw new Error(`route-inventory.ts: no sample value for :${parameter[1]} (in ${route})`);
  return values.flatMap((value) => expand(route.replace(parameter[0], value), samples));
}

/**
 * Every address of the route table (issue 21 item 3, issue 22 item 5): the shell's pages from
 * `routeTable`, and for each remote prefix of `remote-apps.json` the routes its exposed module
 * declares (a catch-all `*` as an unknown address below the prefix), parameters filled with the
 * `investor` customer's values. A route added to the shell or to a remote is visited without
 * touching the tests; one with a parameter that has no sample fails here.
 */
export function everyRouteAddress(planId: string): string[] {
  const samples = { ...PARAMETERS, planId: [planId] };
  if (SHELL_PAGES.length < 7) throw new Error(`route-inventory.ts: read ${SHELL_PAGES.length} shell pages from route-table.ts`);
  const shell = SHELL_PAGES.flatMap(({ page }) => {
    const addresses = SHELL_PAGE_PATHS[page];
    if (!addresses) throw new Error(`route-inventory.ts: no address for the shell page '${page}'`);
    return addresses;
  });
  const remote = REMOTE_APPS.flatMap((app) =>
    app.routes.flatMap((entry) => {
      if (!entry.path.endsWith('/*')) return expand(entry.path, samples);
      const file = app.exposes[entry.module];
      if (!file) throw new Error(`remote-apps.json: ${app.name} does not expose ${entry.module}`);
      const prefix = entry.path.slice(0, -2);
      return routesInModule(app.dir, file).flatMap((route) =>
        expand(route === '*' ? `${prefix}/no-such-page` : route ? `${prefix}/${route}` : prefix, samples),
      );
    }),
  );
  const addresses = [...shell, ...remote];
  return [...new Set(addresses)];
}
