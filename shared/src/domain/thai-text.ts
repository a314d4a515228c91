const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/**
 * True when the text holds Thai script. A server message is shown to the user only when it is
 * Thai (spec §8); an English one ('Failed to fetch', 'Internal Server Error') is not.
 */
export function isThaiText(text: string | null | undefined): boolean {
  return typeof text === 'string' && THAI_SCRIPT.test(text);
}
