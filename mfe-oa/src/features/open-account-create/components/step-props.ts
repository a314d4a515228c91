import type { OaApplication } from '@port/shared/contracts/oa';
import type { OaStep } from '@port/shared/contracts/oa-steps';

export interface StepProps {
  app: OaApplication;
  save: (step: OaStep, body: unknown) => Promise<OaApplication>;
  onSaved: (app: OaApplication) => void;
  onBack: (() => void) | null;
}
