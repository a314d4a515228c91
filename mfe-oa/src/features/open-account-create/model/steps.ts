import { OA_STEPS, type OaStep } from '@port/shared/contracts/oa-steps';

export type FlowStep = OaStep | 'review';
export const FLOW_STEPS: readonly FlowStep[] = [...OA_STEPS, 'review'];

export const stepNumber = (step: FlowStep): number => FLOW_STEPS.indexOf(step) + 1;

/** The step after `step` in the flow (review is the last). */
export const nextStep = (step: FlowStep): FlowStep =>
  FLOW_STEPS[Math.min(FLOW_STEPS.indexOf(step) + 1, FLOW_STEPS.length - 1)] ?? 'review';
export const previousStep = (step: FlowStep): FlowStep | null => FLOW_STEPS[FLOW_STEPS.indexOf(step) - 1] ?? null;

/** A step can be opened when it is saved, or it is the first unsaved one. */
export const canOpen = (step: FlowStep, completed: readonly OaStep[], first: FlowStep): boolean =>
  step === first || (step !== 'review' && completed.includes(step)) || (step === 'review' && first === 'review');
