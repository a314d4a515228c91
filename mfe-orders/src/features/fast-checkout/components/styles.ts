import { css } from '@emotion/react';
import { theme } from '@port/shared/ui/theme';

export const stepBox = css`
  display: grid;
  gap: ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  h3:focus {
    outline: none;
  }
`;
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
export const errorText = css`
  margin: 0;
  color: ${theme.color.tone.danger.fg};
`;
export const muted = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;
export const notice = css`
  margin: 0;
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.warning.bg};
  color: ${theme.color.tone.warning.fg};
`;
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.ms};
    border: 1px solid ${theme.color.borderSubtle};
    border-radius: ${theme.radius.box};
  }
`;
export const row = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  flex-wrap: wrap;
`;
/** One unit of meaning that must not break across lines: an account number, fund code, date, amount with its unit. */
export const nowrap = css`
  white-space: nowrap;
`;
/** Labelled dates of a line: one 'label: value' pair per piece, each piece kept whole. */
export const facts = css`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space.ms};
  row-gap: ${theme.space.xs};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
  > div {
    display: flex;
    gap: ${theme.space.xs};
  }
  dt {
    margin: 0;
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;
