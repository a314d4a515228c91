import { css } from '@emotion/react';
import { federationMessages as t } from './messages';
import { theme } from '@port/shared/ui/theme';

const box = css({
  margin: '2rem auto',
  maxWidth: '32rem',
  padding: '1.5rem',
  textAlign: 'center',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.card,
});

const button = css({
  marginTop: '1rem',
  padding: '0.625rem 1.5rem',
  minHeight: '44px',
  font: 'inherit',
  fontWeight: theme.font.weight.bold,
  color: theme.color.onPrimary,
  background: theme.color.primary,
  border: 0,
  borderRadius: theme.radius.box,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
});

export interface RemoteFallbackProps {
  onRetry: () => void;
}

/** Shown inside the layout when a remote cannot be loaded; the rest of the shell keeps working. */
export function RemoteFallback({ onRetry }: RemoteFallbackProps) {
  return (
    <section role="alert" css={box} data-testid="remote-fallback">
      <h2>{t.unavailableTitle}</h2>
      <p>{t.unavailableDescription}</p>
      <button type="button" css={button} onClick={onRetry}>
        {t.retry}
      </button>
    </section>
  );
}
