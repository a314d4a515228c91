import { css } from '@emotion/react';
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

/** Server's message when it gave one (spec §8), else 'เกิดข้อผิดพลาด'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
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
        <button type="button" onClick={onRetry}>
          {COMMON_MESSAGES.retry}
        </button>
      ) : null}
    </div>
  );
}
