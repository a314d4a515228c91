import { z } from 'zod';
import remoteApps from './remote-apps.json';

/** A route prefix a remote owns in the shell (spec §2), and how the shell frames it. */
const remoteRouteSpecSchema = z.strictObject({
  /** react-router path; `/*` marks a prefix whose insides the remote routes itself. */
  path: z.string().regex(/^\//),
  /** Exposed module rendered there, e.g. './TsfRoutes'. */
  module: z.string().regex(/^\.\/\w+$/),
  /** A shell layout name (shell/src/routes/route-table.ts checks it). */
  layout: z.string(),
  /** Behind the auth guard (spec §6). */
  signedIn: z.boolean(),
  /** Its pages (react-router paths, `:param` one segment): the app host answers 200 for these only (spec §2). */
  pages: z.array(z.string().regex(/^\/[\w\-/:]*$/)).min(1),
});
export type RemoteRouteSpec = z.infer<typeof remoteRouteSpecSchema>;

/** One entry of the one remotes list, `remote-apps.json` (issue 20). */
const remoteAppSchema = z.strictObject({
  /** Module Federation name (decision record 001). */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Its folder at the top of the repository. */
  dir: z.string().regex(/^mfe-[a-z0-9-]+$/),
  /** Local port of its own origin; `pnpm start` serves it at the app's port + (port - 3000). */
  port: z.number().int().min(3001).max(3099),
  /** Exposed module → file in the folder. */
  exposes: z.record(z.string(), z.string()),
  routes: z.array(remoteRouteSpecSchema),
  /** First-load JS budget, gzip bytes, per exposed module (scripts/size-budget.mjs). */
  budgets: z.record(z.string(), z.number().int().positive()),
});
export type RemoteApp = z.infer<typeof remoteAppSchema>;

export const REMOTE_APPS: readonly RemoteApp[] = z.array(remoteAppSchema).parse(remoteApps.remotes);

/**
 * `/remotes.json` on the app host (decision records 001 and 002): Module Federation name →
 * where its manifest lives and which version is live. The server serves it, the shell reads it.
 */
export const REMOTE_NAMES: readonly string[] = REMOTE_APPS.map((remote) => remote.name);
export const remoteNameSchema = z.enum(REMOTE_NAMES as [string, ...string[]]);
export type RemoteName = string;

/** `REMOTE_<NAME>_URL`: a remote's origin when nothing else says where it is (`tsf` → `REMOTE_TSF_URL`). */
export const remoteEnvName = (name: string) => `REMOTE_${name.toUpperCase()}_URL`;

export const remoteEntrySchema = z.object({
  manifest: z.url({ protocol: /^https?$/ }),
  version: z.string().min(1).max(64),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** The file as a whole; each entry is validated on its own so one bad entry spares the others. */
export const remotesFileSchema = z.record(z.string(), z.unknown());
export type RemotesFile = Partial<Record<RemoteName, RemoteEntry>>;
