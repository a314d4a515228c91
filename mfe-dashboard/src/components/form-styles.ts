import { css } from '@emotion/react';
import { formControl } from '@port/shared/ui/form-control';
import { theme } from '@port/shared/ui/theme';

/** The dashboard's small forms (DCA set-up, the PRA_ERROR call-back): one look for their parts. */
export const formStyles = {
  box: css`
    display: grid;
    gap: ${theme.space.md};
    fieldset {
      border: 0;
      padding: 0;
      margin: 0;
      display: grid;
      gap: ${theme.space.xs};
    }
    label.choice {
      display: flex;
      gap: ${theme.space.sm};
      align-items: center;
      min-height: 44px;
    }
  `,
  control: css`
    ${formControl}
    background: ${theme.color.surface};
    color: ${theme.color.text};
  `,
  hint: css`
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textMuted};
  `,
  error: css`
    margin: 0;
    color: ${theme.color.tone.danger.fg};
    font-size: ${theme.font.size.sm};
  `,
};
