/**
 * Reads an HttpError by shape, not by class: with federation a remote may hold another copy of
 * the shared module than the one that threw, and `instanceof` would then be false.
 */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}
