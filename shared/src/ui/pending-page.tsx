import { css } from '@emotion/react';
import { PageTitle } from './page-title';
import { theme } from './theme';
import { UI_MESSAGES } from './ui-messages';

const notice = css({ margin: `${theme.space.md} 0`, lineHeight: 1.6 });

export interface PendingPageProps {
  /** Thai page name; PageTitle makes it the h1 and the document title. */
  title: string;
  /** Optional Thai line naming what the screen is about, e.g. the plan type in the URL. */
  detail?: string;
}

/**
 * Honest status of a screen the product has not delivered yet (README feature table: pending):
 * the page frame of its spec §2 route, with its title, and a line saying it comes later.
 */
export function PendingPage({ title, detail }: PendingPageProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {detail ? <p>{detail}</p> : null}
      <p css={notice} role="note">
        {UI_MESSAGES.underDevelopment}
      </p>
    </>
  );
}
