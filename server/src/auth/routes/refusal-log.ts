/**
 * Refused sign-in callbacks are anyone's to cause (issue 21 item 2: each logged ~1.7 KB with a
 * stack). Logged as one short line without a stack, and sampled: at most `perMinute` lines a
 * minute, the next line saying how many were left out.
 */
export type RefusalLog = (warn: (fields: Record<string, unknown>, message: string) => void, error: unknown) => void;

export function sampledRefusalLog(perMinute = 10, now: () => number = Date.now): RefusalLog {
  let windowStart = 0;
  let logged = 0;
  let skipped = 0;
  return (warn, error) => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      logged = 0;
    }
    if (logged >= perMinute) {
      skipped += 1;
      return;
    }
    logged += 1;
    warn({ reason: refusalReason(error), ...(skipped ? { skipped } : {}) }, 'sign-in callback refused');
    skipped = 0;
  };
}

/** `Name: message` of an error (or its code), one line, at most 160 characters. */
export function refusalReason(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name}${'code' in error && error.code ? ` ${String(error.code)}` : ''}: ${error.message}`
      : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 160);
}
