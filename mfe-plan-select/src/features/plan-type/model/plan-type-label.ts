import { planTypeSchema, type PlanType } from '@port/shared/contracts/enums';

/** Thai names of the plan types (spec §1); the record keeps every type named. */
const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  omnibus: 'แผนการลงทุนบัญชีรวม',
  segregate: 'แผนการลงทุนบัญชีแยก',
  'private-fund': 'กองทุนส่วนบุคคล',
  'goal-based': 'แผนการลงทุนตามเป้าหมาย',
  '1stm': 'แผนการลงทุน 1stM',
  goe: 'แผนการลงทุน GOE',
  general: 'แผนการลงทุนทั่วไป',
  retirement: 'แผนการลงทุนเพื่อเกษียณ',
  'tax-saving': 'แผนการลงทุนลดหย่อนภาษี',
};

/** The plan type of a URL segment, or null when the product has no such type (→ 404). */
export function parsePlanType(segment: string | undefined): PlanType | null {
  const parsed = planTypeSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

export function planTypeLabel(planType: PlanType): string {
  return PLAN_TYPE_LABELS[planType];
}
