import { css } from '@emotion/react';
import { Button } from '@port/shared/ui/button';
import { COMMON_MESSAGES } from './common-messages';

interface Props {
  error: unknown;
  /** What failed, e.g. 'ไม่สามารถโหลดรายการแผนได้'. */
  title: string;
  onRetry?: () => void;
}

const box = css`
  padding: 12px;
  border-radius: 8px;
  background: #fff4f4;
  color: #8a1c1c;
  p {
    margin: 0 0 8px;
  }
`;

const THAI = /[\u0E00-\u0E7F]/;

/**
 * Server's message when it gave one in Thai (spec §8), else 'เกิดข้อผิดพลาด': a plain-English
 * message (e.g. 'Failed to fetch', 'Internal Server Error') is not shown to the Thai user.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message && THAI.test(error.message)) return error.message;
  return COMMON_MESSAGES.defaultError;
}

/** One section's own failure message; the rest of the page keeps working. */
export function SectionError({ error, title, onRetry }: Props) {
  return (
    <div role="alert" css={box}>
      <p>
        <strong>{title}</strong>
      </p>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {COMMON_MESSAGES.retry}
        </Button>
      ) : null}
    </div>
  );
}
