import { useState } from 'react';
import type { OaApplication } from '@port/shared/contracts/oa';
import type { OaStep } from '@port/shared/contracts/oa-steps';
import { errorMessage } from '@port/shared/http/http-error-info';
import { fieldErrors, type FieldErrors, type StepSchema } from '../../../components/field-errors';

/** Server refusals that belong to one field: shown on it, not only at the foot of the form. */
const FIELD_OF_CODE: Record<string, string> = { OA_DUPLICATE_ID: 'id_number', OA_ID_CHANGED: 'id_number' };

const focusFirstInvalid = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

export interface StepFormState {
  errors: FieldErrors;
  busy: boolean;
  failure: string | null;
  /** Checks every field in Thai first; only a clean step is sent. */
  submit: (values: unknown, extra?: FieldErrors) => Promise<void>;
}

/**
 * One step's submit: the shared schema names each wrong field before anything is sent; a clean
 * step is saved on the server, then `onSaved` moves on. A refusal shows the server's Thai words.
 */
export function useStepForm(
  step: OaStep,
  schema: StepSchema,
  save: (step: OaStep, body: unknown) => Promise<OaApplication>,
  onSaved: (app: OaApplication) => void,
): StepFormState {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: unknown, extra: FieldErrors = {}) => {
    setFailure(null);
    const checked = fieldErrors(schema, values);
    const all = { ...(checked.errors ?? {}), ...extra };
    setErrors(all);
    if (Object.keys(all).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const saved = await save(step, values);
      onSaved(saved);
    } catch (error) {
      const field = FIELD_OF_CODE[String((error as { code?: unknown }).code)];
      if (field) {
        setErrors({ [field]: errorMessage(error) });
        focusFirstInvalid();
      } else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, failure, submit };
}
