export type FieldErrors = Record<string, string>;

/** What a shared contract schema offers here (structural, so this remote needs no zod of its own). */
export interface StepSchema<T = unknown> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The first Thai message of each field path ('address', 'tax_residences.0.tin'), or null when valid. */
export function fieldErrors<T>(
  schema: StepSchema<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= issue.message;
  }
  return { data: null, errors };
}
