import { ERROR_MESSAGES } from '../contracts/common';
import { isThaiText } from '../domain/thai-text';

/**
 * Reads an HttpError by shape, not by class: with federation a remote may hold another copy of
 * the shared module than the one that threw, and `instanceof` would then be false.
 */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/**
 * Server's message when it gave one in Thai (spec §8), else 'เกิดข้อผิดพลาด': a plain-English
 * message (e.g. 'Failed to fetch', 'Internal Server Error') is not shown to the Thai user.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && isThaiText(error.message)) return error.message;
  return ERROR_MESSAGES.DEFAULT;
}
