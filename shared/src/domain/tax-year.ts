/** The Thai tax year is the Bangkok calendar year (UTC+7, no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export const taxYearAt = (now: Date): number => new Date(now.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();

/** Buddhist-era year as Thai customers write it: 2026 → 2569. */
export const buddhistYear = (year: number): number => year + 543;
