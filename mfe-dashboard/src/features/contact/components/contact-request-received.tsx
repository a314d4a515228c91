import type { ContactRequest } from '@port/shared/contracts/contact-request';
import { formatThaiPhone } from '@port/shared/domain/contact-request';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { CONTACT_MESSAGES as M } from '../messages';

/** What the customer sent and what happens next (issue 22). */
export function ContactRequestReceived({ request }: { request: ContactRequest }) {
  return (
    <div role="status" data-testid="contact-request-received" css={{ display: 'grid', gap: theme.space.xs }}>
      <h3 css={{ margin: 0, fontSize: theme.font.size.md }}>{M.received}</h3>
      <p css={{ margin: 0 }}>
        <ThaiText>
          {M.receivedDetail(request.request_no, formatThaiPhone(request.phone), M.times[request.preferred_time])}
        </ThaiText>
      </p>
    </div>
  );
}
