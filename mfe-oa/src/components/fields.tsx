import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldHint, formControl } from '@port/shared/ui/form-control';
import { focusRing, theme } from '@port/shared/ui/theme';

export const control = css`
  ${formControl}
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;
const errorText = css`
  color: ${theme.color.tone.danger.fg};
  margin: 0;
  font-size: ${theme.font.size.sm};
`;
export const fieldBox = css`
  display: grid;
  gap: ${theme.space.xs};
  align-content: start;
`;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input whose Thai error sits under it and is announced with it (aria-describedby). */
export function TextField({ label, name, value, onChange, error, hint, ...rest }: FieldProps) {
  const id = useId();
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        css={[control, focusRing]}
        {...rest}
      />
      <FieldHint fieldId={id} hint={hint} />
      <p id={`${id}-error`} css={errorText} data-field-error={name}>
        {error}
      </p>
    </div>
  );
}

interface SelectProps {
  label: string;
  name: string;
  value: string;
  options: Record<string, string>;
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
}

export function SelectField({ label, name, value, options, placeholder, onChange, error }: SelectProps) {
  const id = useId();
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        css={[control, focusRing]}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} css={errorText} data-field-error={name}>
        {error}
      </p>
    </div>
  );
}

/** A fieldset of radios or checkboxes with its legend and one Thai error. */
export function ChoiceGroup({
  legend,
  name,
  error,
  children,
}: {
  legend: string;
  name: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={`${id}-error`}
      aria-invalid={error ? true : undefined}
      css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.xs }}
    >
      <legend css={{ padding: 0, marginBottom: theme.space.xs, fontWeight: theme.font.weight.medium }}>{legend}</legend>
      {children}
      <p id={`${id}-error`} css={errorText} data-field-error={name}>
        {error}
      </p>
    </fieldset>
  );
}

const choiceRow = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.ms};
  border: 1px solid ${theme.color.borderSubtle};
  border-radius: ${theme.radius.box};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
  }
  &[data-centered] {
    align-items: center;
    input {
      margin-top: 0;
    }
  }
  &:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.tone.info.bg};
  }
`;

export function Choice({
  type,
  name,
  checked,
  onChange,
  centered,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Centre the box on a one-line choice with a mark (e.g. a bank logo). */
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <label css={choiceRow} data-centered={centered || undefined}>
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} css={focusRing} />
      <span>{children}</span>
    </label>
  );
}
