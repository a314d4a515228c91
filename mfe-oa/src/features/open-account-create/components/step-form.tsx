import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@port/shared/ui/button';
import { theme } from '@port/shared/ui/theme';
import { openAccountCreateMessages as t } from '../messages';

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
  onSubmit: () => void;
  onBack?: (() => void) | null;
  busy: boolean;
  failure: string | null;
  hasErrors: boolean;
  submitText?: string;
  children: ReactNode;
}

/** The frame of a step: its fields, the form-level Thai message, back and "save and continue". */
export function StepForm({ onSubmit, onBack, busy, failure, hasErrors, submitText = t.saveNext, children }: Props) {
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
