import remoteApps from './remote-apps.json';

/**
 * The one remotes list, `remote-apps.json` (issue 20), typed without zod: the shell's route table
 * reads it in the first load, which does not load zod (issue 19 item 2). `./remotes.ts` holds its
 * schema and checks it wherever it is imported (the server at start, contracts.test).
 */

/** A route prefix a remote owns in the shell (spec §2), and how the shell frames it. */
export interface RemoteRouteSpec {
  /** react-router path; `/*` marks a prefix whose insides the remote routes itself. */
  path: string;
  /** Exposed module rendered there, e.g. './TsfRoutes'. */
  module: string;
  /** A shell layout name (shell/src/routes/route-table.ts checks it). */
  layout: string;
  /** Behind the auth guard (spec §6). */
  signedIn: boolean;
  /** Its pages (react-router paths, `:param` one segment): the app host answers 200 for these only (spec §2). */
  pages: string[];
}

/** One entry of the remotes list. */
export interface RemoteApp {
  /** Module Federation name (decision record 001). */
  name: string;
  /** Its folder at the top of the repository. */
  dir: string;
  /** Local port of its own origin; `pnpm start` serves it at the app's port + (port - 3000). */
  port: number;
  /** Exposed module → file in the folder. */
  exposes: Record<string, string>;
  routes: RemoteRouteSpec[];
  /** First-load JS budget, gzip bytes, per exposed module (scripts/size-budget.mjs). */
  budgets: Record<string, number>;
}

export const REMOTE_APPS: readonly RemoteApp[] = remoteApps.remotes as unknown as RemoteApp[];

/**
 * `/remotes.json` on the app host (decision records 001 and 002): Module Federation name →
 * where its manifest lives and which version is live. The server serves it, the shell reads it.
 */
export const REMOTE_NAMES: readonly string[] = REMOTE_APPS.map((remote) => remote.name);
export type RemoteName = string;

/** `REMOTE_<NAME>_URL`: a remote's origin when nothing else says where it is (`tsf` → `REMOTE_TSF_URL`). */
export const remoteEnvName = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;
