import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { openAccountCreateMessages as t } from '../messages';
import type { FieldErrors } from '../../../components/field-errors';

const actions = css`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: space-between;
  margin-top: ${theme.space.lg};
`;
export const fieldGrid = css`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;
const alert = css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.danger.bg};
  color: ${theme.color.tone.danger.fg};
  margin: ${theme.space.md} 0 0;
`;

interface Props {
  /** The step's submit state (useStepForm's, or the review's own without field errors). */
  state: { busy: boolean; failure: string | null; errors?: FieldErrors };
  onSubmit: () => void;
  onBack?: (() => void) | null;
  submitText?: string;
  children: ReactNode;
}

/** The frame of a step: its fields, the form-level Thai message, back and "save and continue". */
export function StepForm({ state, onSubmit, onBack, submitText = t.saveNext, children }: Props) {
  const { busy, failure } = state;
  const hasErrors = Object.keys(state.errors ?? {}).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      {children}
      {hasErrors ? (
        <p role="alert" css={alert}>
          {t.fixFields}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" css={alert}>
          {failure}
        </p>
      ) : null}
      <div css={actions}>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t.back}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
