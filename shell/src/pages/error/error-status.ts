import { isRouteErrorResponse } from 'react-router-dom';

/** `/error?status=503` → 503; missing or not an HTTP error status → 500 (spec §2 "status code or 500"). */
export function statusFromQuery(value: string | null): number {
  if (value === null || !/^\d{3}$/.test(value)) return 500;
  const status = Number(value);
  return status >= 400 && status <= 599 ? status : 500;
}

/** A router error keeps its status (e.g. a thrown 404 response); anything else is 500. */
export function statusFromRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return statusFromQuery(String(error.status));
  return 500;
}
