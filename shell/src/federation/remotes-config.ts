import {
  remoteEntrySchema,
  remoteNameSchema,
  remotesFileSchema,
  type RemoteEntry,
  type RemoteName,
} from '@port/shared/contracts/remotes';

export type { RemoteEntry, RemoteName };

/** Remotes that may be registered; a remote missing here is unavailable (its prefix shows the fallback). */
export type RemotesConfig = Partial<Record<RemoteName, RemoteEntry>>;

export const REMOTES_PATH = '/remotes.json';

type Logger = Pick<Console, 'error'>;

/**
 * Validates the `/remotes.json` body (decision record 002). Each entry is checked on its own:
 * an unknown name or a malformed entry is reported and dropped, the other remotes still load.
 */
export function parseRemotesConfig(raw: unknown, logger: Logger = console): RemotesConfig {
  const file = remotesFileSchema.safeParse(raw);
  if (!file.success) {
    logger.error(`[federation] ${REMOTES_PATH} is not an object of remotes; every remote is unavailable.`);
    return {};
  }
  const config: RemotesConfig = {};
  for (const [name, value] of Object.entries(file.data)) {
    const remoteName = remoteNameSchema.safeParse(name);
    if (!remoteName.success) {
      logger.error(`[federation] ${REMOTES_PATH} names an unknown remote "${name}"; it is ignored.`);
      continue;
    }
    const entry = remoteEntrySchema.safeParse(value);
    if (!entry.success) {
      const problems = entry.error.issues.map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`);
      logger.error(`[federation] remote "${name}" in ${REMOTES_PATH} is malformed (${problems.join('; ')}); it is unavailable.`);
      continue;
    }
    config[remoteName.data] = entry.data;
  }
  return config;
}

/** `id` of the copy of `/remotes.json` the app host writes into the page (server/src/platform/shell-hints.ts). */
export const INLINE_REMOTES_ID = 'port-remotes';

/**
 * The copy of `/remotes.json` inlined in the page when it was served (issue 19), validated like
 * the file; null when the page has none or it is not JSON (then the file is fetched).
 */
export function readInlineRemotes(doc: Document = document, logger: Logger = console): RemotesConfig | null {
  const text = doc.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesConfig(JSON.parse(text), logger);
  } catch {
    return null;
  }
}

/** Fetches `/remotes.json` past every cache; any failure leaves all remotes unavailable, never throws. */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  logger: Logger = console,
): Promise<RemotesConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl(REMOTES_PATH, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) {
      logger.error(`[federation] ${REMOTES_PATH} answered HTTP ${response.status}; every remote is unavailable.`);
      return {};
    }
    body = await response.json();
  } catch (error) {
    logger.error(`[federation] ${REMOTES_PATH} could not be read (${String(error)}); every remote is unavailable.`);
    return {};
  }
  return parseRemotesConfig(body, logger);
}
