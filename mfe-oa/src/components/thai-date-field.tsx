import { css } from '@emotion/react';
import { useId } from 'react';
import { focusRing, theme } from '@port/shared/ui/theme';
import { dateText as t } from './date-messages';
import { invalidParts, THAI_MONTHS, type DateParts } from './thai-date';
import { control, fieldBox } from './fields';

const row = css`
  display: grid;
  gap: ${theme.space.sm};
  /* The year keeps room for its example ('เช่น 2575') on a 390 px phone; the month takes what is left. */
  grid-template-columns: minmax(68px, 0.7fr) minmax(0, 1.5fr) minmax(100px, 1fr);
`;
const small = css`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
const errorText = css`
  color: ${theme.color.tone.danger.fg};
  margin: 0;
  font-size: ${theme.font.size.sm};
`;
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

interface Props {
  legend: string;
  name: string;
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: string;
  /** Blocks the three parts (e.g. a lifetime ID card has no expiry day). */
  disabled?: boolean;
  autoCompleteBirthday?: boolean;
  /** An example year that fits the date ('เช่น 2533' for a birth, 'เช่น 2575' for an expiry). */
  yearPlaceholder?: string;
}

/**
 * A date as three labelled parts: day, Thai month name, Buddhist-era year (typed, 4 digits). Every
 * part is a native control (keyboard, screen readers); the one Thai error is announced with each.
 */
export function ThaiDateField({
  legend,
  name,
  value,
  onChange,
  error,
  disabled,
  autoCompleteBirthday,
  yearPlaceholder = t.yearPlaceholder,
}: Props) {
  const id = useId();
  const wrong = error ? invalidParts(value) : [];
  // Only the wrong parts are marked, so a failed submit focuses the first of them (the year for a wrong year).
  const shared = (part: keyof DateParts) => ({
    'aria-invalid': wrong.includes(part) ? true : undefined,
    'aria-describedby': `${id}-error`,
    disabled,
    css: [control, focusRing],
  });
  const set = (part: keyof DateParts) => (next: string) => onChange({ ...value, [part]: next });
  return (
    <fieldset css={[fieldBox, { border: 0, padding: 0, margin: 0, minWidth: 0 }]} data-date-field={name}>
      <legend css={{ padding: 0, marginBottom: theme.space.xs }}>{legend}</legend>
      <div css={row}>
        <div css={fieldBox}>
          <label htmlFor={`${id}-day`} css={small}>
            {t.day}
          </label>
          <select
            id={`${id}-day`}
            name={`${name}.day`}
            value={value.day}
            onChange={(e) => set('day')(e.target.value)}
            autoComplete={autoCompleteBirthday ? 'bday-day' : 'off'}
            {...shared('day')}
          >
            <option value="">{t.chooseDay}</option>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div css={fieldBox}>
          <label htmlFor={`${id}-month`} css={small}>
            {t.month}
          </label>
          <select
            id={`${id}-month`}
            name={`${name}.month`}
            value={value.month}
            onChange={(e) => set('month')(e.target.value)}
            autoComplete={autoCompleteBirthday ? 'bday-month' : 'off'}
            {...shared('month')}
          >
            <option value="">{t.chooseMonth}</option>
            {THAI_MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div css={fieldBox}>
          <label htmlFor={`${id}-year`} css={small}>
            {t.yearBe}
          </label>
          <input
            id={`${id}-year`}
            name={`${name}.year`}
            value={value.year}
            onChange={(e) => set('year')(e.target.value)}
            inputMode="numeric"
            maxLength={4}
            placeholder={yearPlaceholder}
            autoComplete="off"
            {...shared('year')}
          />
        </div>
      </div>
      <p id={`${id}-error`} css={errorText} data-field-error={name}>
        {error}
      </p>
    </fieldset>
  );
}
