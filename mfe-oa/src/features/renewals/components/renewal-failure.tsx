import { alertBox } from './styles';

/** The server's refusal of a renewal, in Thai, announced to screen readers. */
export function RenewalFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" css={alertBox}>
      {message}
    </p>
  ) : null;
}
