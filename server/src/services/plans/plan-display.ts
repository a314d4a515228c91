import { planTypeSchema, type PlanType } from '@port/shared/contracts/enums';
import { riskProfile } from '../../lib/risk-table';

export function toPlanType(value: string): PlanType {
  return planTypeSchema.parse(value);
}

export function planTypeBadgeUrl(planType: PlanType): string {
  return `/static/badges/${planType}.svg`;
}

export function riskText(level: number): string {
  return riskProfile(level).textTh;
}

export function riskDisplay(level: number): string {
  return `ระดับ ${level} - ${riskText(level)}`;
}

/** A stable colour per position, for charts of plans. */
const PALETTE = ['#1F6FEB', '#2DA44E', '#BF8700', '#CF222E', '#8250DF', '#1B7C83', '#D1242F', '#57606A'];
export function paletteColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? '#57606A';
}
