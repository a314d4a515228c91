import { z } from 'zod';
import { REMOTE_APPS, REMOTE_NAMES, type RemoteApp, type RemoteName, type RemoteRouteSpec } from './remote-list';

export { REMOTE_APPS, REMOTE_NAMES, remoteEnvName, type RemoteApp, type RemoteName, type RemoteRouteSpec } from './remote-list';

/** A route prefix a remote owns in the shell (spec §2); fields described in ./remote-list.ts. */
const remoteRouteSpecSchema: z.ZodType<RemoteRouteSpec> = z.strictObject({
  path: z.string().regex(/^\//),
  module: z.string().regex(/^\.\/\w+$/),
  layout: z.string(),
  signedIn: z.boolean(),
  pages: z.array(z.string().regex(/^\/[\w\-/:]*$/)).min(1),
});

/** One entry of the one remotes list, `remote-apps.json` (issue 20). */
const remoteAppSchema: z.ZodType<RemoteApp> = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  dir: z.string().regex(/^mfe-[a-z0-9-]+$/),
  port: z.number().int().min(3001).max(3099),
  exposes: z.record(z.string(), z.string()),
  routes: z.array(remoteRouteSpecSchema),
  budgets: z.record(z.string(), z.number().int().positive()),
});

// The list is checked wherever this module loads (the server at start, the shell when it reads
// /remotes.json): a malformed entry fails loudly, as before the zod-free copy existed.
z.array(remoteAppSchema).parse(REMOTE_APPS);

export const remoteNameSchema = z.enum(REMOTE_NAMES as [string, ...string[]]);

export const remoteEntrySchema = z.object({
  manifest: z.url({ protocol: /^https?$/ }),
  version: z.string().min(1).max(64),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** The file as a whole; each entry is validated on its own so one bad entry spares the others. */
export const remotesFileSchema = z.record(z.string(), z.unknown());
export type RemotesFile = Partial<Record<RemoteName, RemoteEntry>>;
