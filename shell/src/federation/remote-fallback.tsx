import { css } from '@emotion/react';
import { federationMessages as t } from './messages';

const box = css({
  margin: '2rem auto',
  maxWidth: '32rem',
  padding: '1.5rem',
  textAlign: 'center',
  border: '1px solid #d0d5dd',
  borderRadius: '0.75rem',
});

const button = css({
  marginTop: '1rem',
  padding: '0.625rem 1.5rem',
  minHeight: '44px',
  font: 'inherit',
  fontWeight: 600,
  color: '#ffffff',
  background: '#1849a9',
  border: 0,
  borderRadius: '0.5rem',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #f79009', outlineOffset: '2px' },
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
