import { css } from '@emotion/react';
import { theme } from './theme';

/** A full-width text input of touch size in the Thai font, with a danger edge while `aria-invalid`. */
export const formControl = css`
  font: inherit;
  min-height: 44px;
  padding: 0 ${theme.space.ms};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.box};
  width: 100%;
  box-sizing: border-box;
  &[aria-invalid='true'] {
    border-color: ${theme.color.tone.danger.edge};
  }
`;

/** Muted small text under a field or a choice: a hint, a note, what a value means. */
export const hintText = css`
  color: ${theme.color.textMuted};
  margin: 0;
  font-size: ${theme.font.size.sm};
`;

/** The hint under a field, if any, as `${fieldId}-hint`: the input names it in its aria-describedby. */
export function FieldHint({ fieldId, hint }: { fieldId: string; hint: string | undefined }) {
  return hint ? (
    <p id={`${fieldId}-hint`} css={hintText}>
      {hint}
    </p>
  ) : null;
}

/** A checkbox with its label beside it, top-aligned, the box at touch-friendly size. */
export const checkboxRow = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`;
