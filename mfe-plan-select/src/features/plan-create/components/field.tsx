import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes } from 'react';
import { FieldHint } from '@port/shared/ui/form-control';
import { focusRing, theme } from '@port/shared/ui/theme';

export const fieldBox = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  label {
    font-weight: ${theme.font.weight.medium};
  }
  input[type='text'],
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 ${theme.space.ms};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.loss};
  }
`;
export const errorText = css`
  color: ${theme.color.loss};
  font-size: ${theme.font.size.sm};
  margin: 0;
`;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
}

/** A labelled text field with its hint and its Thai error tied to it (aria-describedby). */
export function TextField({ label, value, onChange, hint, error, ...rest }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={focusRing}
        {...rest}
      />
      <FieldHint fieldId={id} hint={hint} />
      {error ? (
        <p id={`${id}-error`} css={errorText} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', marginBottom: theme.space.md }}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        css={[{ width: 20, height: 20 }, focusRing]}
        data-testid={testId}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
