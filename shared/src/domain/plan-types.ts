import type { PlanType } from '../contracts/enums';

/**
 * Thai names of the plan types (spec §1 types plus the catalogue's own), one map for the
 * server's `plan_type_display`, the plan-select catalogue and every remote's headings.
 */
export const PLAN_TYPE_NAMES: Readonly<Record<PlanType, string>> = {
  omnibus: 'แผนการลงทุนบัญชีรวม',
  segregate: 'แผนการลงทุนบัญชีแยก',
  'private-fund': 'กองทุนส่วนบุคคล',
  'goal-based': 'แผนการลงทุนตามเป้าหมาย',
  '1stm': 'แผนการลงทุนเป้าหมายแรก',
  goe: 'แผนการลงทุนกระจายหลายสินทรัพย์',
  general: 'แผนการลงทุนทั่วไป',
  retirement: 'แผนการลงทุนเพื่อเกษียณ',
  'tax-saving': 'แผนการลงทุนลดหย่อนภาษี',
};

export const planTypeName = (planType: PlanType): string => PLAN_TYPE_NAMES[planType];
