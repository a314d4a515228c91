import type { ContactRequests } from '@port/shared/contracts/contact-request';
import { focusRing } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { CONTACT_MESSAGES as M } from '../messages';

/** The distributor's phone (a tel: link) and hours, from the deployment settings (issue 22). */
export function DistributorContact({ contact }: { contact: ContactRequests['contact'] }) {
  return (
    <p css={{ margin: 0 }} data-testid="distributor-contact">
      {M.callUs}{' '}
      <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} css={[focusRing, { fontWeight: 600, whiteSpace: 'nowrap' }]}>
        {contact.phone}
      </a>{' '}
      {/* The hours move to their own line whole rather than breaking inside a Thai word at 390 px. */}
      <span css={{ display: 'inline-block' }}>
        <ThaiText>{`(${M.hours} ${contact.hours})`}</ThaiText>
      </span>
    </p>
  );
}
