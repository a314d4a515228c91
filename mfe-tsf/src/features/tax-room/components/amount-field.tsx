import { useId } from 'react';
import { focusRing, theme } from '@port/shared/ui/theme';

interface Props {
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  testId: string;
}

const input = {
  font: 'inherit',
  width: '100%',
  maxWidth: '320px',
  padding: `${theme.space.sm} ${theme.space.ms}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

/** A baht amount typed as text (decimal keyboard on phones), with its hint and Thai error tied to it. */
export function AmountField({ label, hint, value, error, onChange, testId }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ marginBottom: theme.space.ms }}>
      <label htmlFor={id} css={{ display: 'block', marginBottom: theme.space.xs }}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} css={{ margin: `0 0 ${theme.space.xs}`, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        data-testid={testId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        css={[input, error ? { borderColor: theme.color.loss } : null, focusRing]}
      />
      {error ? (
        <p id={errorId} css={{ margin: `${theme.space.xs} 0 0`, color: theme.color.loss, fontSize: theme.font.size.sm }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
