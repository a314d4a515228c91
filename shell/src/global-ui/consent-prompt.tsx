import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { Button } from '@port/shared/ui/button';
import { tokens } from '../app/tokens';
import { chooseConsent, useConsentState } from './consent-store';
import { globalUiMessages } from './messages';

const bannerStyle = css`
  position: fixed;
  z-index: 800;
  left: ${tokens.space(4)};
  right: ${tokens.space(4)};
  bottom: ${tokens.space(4)};
  max-width: 720px;
  margin: 0 auto;
  padding: ${tokens.space(4)};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  box-shadow: 0 4px 24px rgb(0 0 0 / 20%);
  display: grid;
  gap: ${tokens.space(3)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space(2)};
  justify-content: flex-end;
`;

/**
 * Spec §2 consent prompt: a non-modal banner (the page stays usable) with accept/decline buttons.
 * It takes focus only when the user reopens it from the footer, never on page load.
 */
export function ConsentPrompt() {
  const { choice, promptOpen } = useConsentState();
  const titleId = useId();
  const descriptionId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const reopened = promptOpen && choice !== null;

  useEffect(() => {
    if (reopened) acceptRef.current?.focus();
  }, [reopened]);

  if (!promptOpen) return null;
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={descriptionId} css={bannerStyle}>
      <h2 id={titleId}>{globalUiMessages.consentTitle}</h2>
      <p id={descriptionId}>{globalUiMessages.consentDescription}</p>
      <div css={actionsStyle}>
        <Button variant="secondary" onClick={() => chooseConsent('declined')}>
          {globalUiMessages.consentDecline}
        </Button>
        <Button ref={acceptRef} onClick={() => chooseConsent('accepted')}>
          {globalUiMessages.consentAccept}
        </Button>
      </div>
    </section>
  );
}
