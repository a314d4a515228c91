import { z } from 'zod';

/**
 * `/remotes.json` on the app host (decision records 001 and 002): Module Federation name →
 * where its manifest lives and which version is deployed. The server writes/serves it, the shell
 * reads it at start. Written by the federation engineer; owned by shared like every contract.
 */
export const REMOTE_NAMES = ['dashboard', 'plan_select', 'orders', 'tsf', 'oa'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

export const remoteEntrySchema = z.object({
  manifest: z.url({ protocol: /^https?$/ }),
  version: z.string().min(1).max(64),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** The file as a whole; each entry is validated on its own so one bad entry spares the others. */
export const remotesFileSchema = z.record(z.string(), z.unknown());
export type RemotesFile = Partial<Record<RemoteName, RemoteEntry>>;
