import { HttpError } from '@port/shared/http/http-error';

/** A 404 from the catalogue: the plan type (or playlist, service level) does not exist. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
