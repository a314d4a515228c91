const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

/** True when an error (or its cause chain) means the database cannot be reached right now. */
export function isDbUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    // 'timeout expired': pg.Client's own connect limit (DB_CONNECT_TIMEOUT_MS; db/client.ts poolConfig).
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|^timeout expired$|PGlite is closed|database system is (shutting down|starting up)/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when a request waited in the pg pool's queue for a connection longer than the pool allows
 * (every connection busy): the instance is over capacity, not broken (503 92, never 500).
 */
export function isPoolExhausted(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current !== 'object') return false;
    const { message } = current as { message?: unknown };
    if (typeof message === 'string' && /^timeout exceeded when trying to connect$/.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
