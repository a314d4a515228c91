// The remotes' mf-manifest.json as the app host last read them, for the shell page's preload hints
// (issue 19). Read in the background and kept for a short while: serving a page never waits on a
// remote's origin for longer than `waitMs`, and a remote that does not answer gets no hints.

/** What the hints need of a Module Federation manifest. */
export interface RemoteManifest {
  /** The remote entry script, absolute. */
  remoteEntry: string;
  /** Exposed module name ('./DashboardRoutes') → its synchronous chunks, absolute. */
  exposes: Record<string, string[]>;
}

interface ManifestFile {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: unknown } } }>;
}

/** Reads the parts of a manifest the hints use; null when it is not one. */
export function parseManifest(manifestUrl: string, raw: unknown): RemoteManifest | null {
  const file = raw as ManifestFile;
  const entryName = file?.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !Array.isArray(file.exposes)) return null;
  // publicPath 'auto' (ours): files sit beside the manifest.
  const publicPath = file.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const at = (name: string) => new URL(name, base).href;
  const entryPath = file.metaData?.remoteEntry?.path ?? '';
  const exposes: Record<string, string[]> = {};
  for (const expose of file.exposes) {
    const sync = expose.assets?.js?.sync;
    if (typeof expose.name !== 'string' || !Array.isArray(sync)) continue;
    const key = expose.name.startsWith('./') ? expose.name : `./${expose.name}`;
    exposes[key] = sync.filter((name): name is string => typeof name === 'string').map(at);
  }
  return { remoteEntry: at(entryPath ? `${entryPath.replace(/\/+$/, '')}/${entryName}` : entryName), exposes };
}

export interface ManifestCacheOptions {
  fetchImpl?: typeof fetch;
  /** A manifest read is reused this long (default 30 s; a failed read 5 s). */
  ttlMs?: number;
  failureTtlMs?: number;
  /** Abort a manifest read after this long (default 2 s). */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * `get(url, waitMs)`: the manifest as last read (re-read in the background once it is older than
 * the TTL); on the first read, waits up to `waitMs` for it; null when unknown or unreadable.
 */
export function createManifestCache(options: ManifestCacheOptions = {}) {
  const { fetchImpl = fetch, ttlMs = 30_000, failureTtlMs = 5_000, timeoutMs = 2_000, now = Date.now } = options;
  type Entry = { value: RemoteManifest | null; settled: boolean; until: number; pending: Promise<RemoteManifest | null> | null };
  const entries = new Map<string, Entry>();

  const read = (url: string): Promise<RemoteManifest | null> =>
    fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (response.ok ? parseManifest(url, await response.json()) : null))
      .catch(() => null);

  return {
    async get(url: string, waitMs: number): Promise<RemoteManifest | null> {
      let entry = entries.get(url);
      if (!entry) {
        entry = { value: null, settled: false, until: 0, pending: null };
        entries.set(url, entry);
      }
      if (!entry.pending && entry.until <= now()) {
        const target = entry;
        target.pending = read(url).then((manifest) => {
          Object.assign(target, { value: manifest, settled: true, pending: null });
          target.until = now() + (manifest ? ttlMs : failureTtlMs);
          return manifest;
        });
      }
      if (entry.settled || !entry.pending) return entry.value;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      return Promise.race([entry.pending, late]).finally(() => clearTimeout(timer));
    },
  };
}
export type ManifestCache = ReturnType<typeof createManifestCache>;
