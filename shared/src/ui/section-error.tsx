import { css } from '@emotion/react';
import { errorMessage } from '../http/http-error-info';
import { Button } from './button';
import { theme } from './theme';
import { UI_MESSAGES } from './ui-messages';

interface Props {
  error: unknown;
  /** What failed, e.g. 'ไม่สามารถโหลดรายการแผนได้'. */
  title: string;
  onRetry?: () => void;
}

const box = css`
  padding: ${theme.space.ms};
  border-radius: ${theme.radius.box};
  background: ${theme.color.tone.danger.bg};
  color: ${theme.color.tone.danger.fg};
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

/** One section's own failure message (server's Thai text or the default) with an optional retry. */
export function SectionError({ error, title, onRetry }: Props) {
  return (
    <div role="alert" css={box}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {UI_MESSAGES.retry}
        </Button>
      ) : null}
    </div>
  );
}
