import { useId } from 'react';
import { groupThousands } from '@port/shared/format/decimal-text';
import { ThaiText } from '@port/shared/ui/thai-text';
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

/** '1000000' → '1,000,000' (and '1234.5' → '1,234.5') once typed; anything else is left as typed for its error. */
export function groupDigits(text: string): string {
  const match = /^(\d+)(\.\d{0,2})?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return text;
  // Not toLocaleString: the first `Intl` use of a page loads ICU's data (format/decimal-text.ts).
  return `${groupThousands(BigInt(match[1]!).toString())}${match[2] ?? ''}`;
}

/**
 * A baht amount typed as text (decimal keyboard on phones; commas accepted), grouped by thousands when
 * it loses focus, with its hint and Thai error tied to it.
 */
export function AmountField({ label, hint, value, error, onChange, testId }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ marginBottom: theme.space.ms }}>
      <label htmlFor={id} css={{ display: 'block', marginBottom: theme.space.xs }}>
        <ThaiText>{label}</ThaiText>
      </label>
      {hint ? (
        <p id={hintId} css={{ margin: `0 0 ${theme.space.xs}`, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
          <ThaiText>{hint}</ThaiText>
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
        onBlur={(event) => {
          const grouped = groupDigits(event.target.value);
          if (grouped !== event.target.value) onChange(grouped);
        }}
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
