import { isReturned, type OaApplication } from '@port/shared/contracts/oa';
import type { OaStep } from '@port/shared/contracts/oa-steps';
import { FLOW_STEPS, type FlowStep } from './steps';

/** The steps the back office asked about when it sent the application back; none otherwise. */
export const askedSteps = (app: OaApplication): readonly OaStep[] => (isReturned(app.status) ? (app.review?.parts ?? []) : []);

/** In a sent-back application only the asked steps and the review open (the server refuses the rest too). */
export const openSteps = (app: OaApplication): readonly FlowStep[] => [...askedSteps(app), 'review'];

/** After saving an asked step: the next asked one, else the review. */
export function nextAsked(app: OaApplication, step: FlowStep): FlowStep {
  const after = FLOW_STEPS.indexOf(step);
  return askedSteps(app).find((s) => FLOW_STEPS.indexOf(s) > after) ?? 'review';
}

/** Back from a step: the previous asked one, or nothing before the first. */
export function previousAsked(app: OaApplication, step: FlowStep): FlowStep | null {
  const at = FLOW_STEPS.indexOf(step);
  return [...askedSteps(app)].reverse().find((s) => FLOW_STEPS.indexOf(s) < at) ?? null;
}
