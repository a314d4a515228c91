/**
 * One rulebook for text a customer types (issue 21 item 2): Unicode control characters (Cc, but
 * tab and line breaks) and format characters (Cf: bidi overrides such as U+202E, zero-width
 * spaces and joiners, the BOM, soft hyphens) are refused in every free-text field. They are
 * invisible, and a bidi override stored in a plan name reversed the page heading and the tab title.
 */
const HIDDEN_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cf}]/u;

export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTER.test(text);
}

export const HIDDEN_CHARACTERS_MESSAGE = 'ข้อความมีอักขระพิเศษที่มองไม่เห็น กรุณาพิมพ์ใหม่';

/** A plan's name, the same on create, edit and rename: 1–50 characters after trimming, nothing hidden. */
export const PLAN_NAME_MAX = 50;

export type PlanNameProblem = 'empty' | 'long' | 'hidden';

export function planNameProblem(name: string): PlanNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if ([...trimmed].length > PLAN_NAME_MAX) return 'long';
  if (hasHiddenCharacters(trimmed)) return 'hidden';
  return null;
}

export const PLAN_NAME_MESSAGES: Record<PlanNameProblem, string> = {
  empty: 'กรุณาระบุชื่อแผน',
  long: `ชื่อแผนยาวได้ไม่เกิน ${PLAN_NAME_MAX} ตัวอักษร`,
  hidden: HIDDEN_CHARACTERS_MESSAGE,
};
