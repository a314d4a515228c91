import { planTypeSchema, type PlanType } from '@port/shared/contracts/enums';
import { PLAN_TYPE_NAMES } from '@port/shared/domain/plan-types';

/** The plan type of a URL segment, or null when the product has no such type (→ 404). */
export function parsePlanType(segment: string | undefined): PlanType | null {
  const parsed = planTypeSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

export function planTypeLabel(planType: PlanType): string {
  return PLAN_TYPE_NAMES[planType];
}
