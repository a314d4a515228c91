import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { Button } from '@port/shared/ui/button';
import { tokens } from '../app/tokens';
import { chooseConsent, useConsentState, type ConsentChoice } from './consent-store';
import { globalUiMessages } from './messages';

// In the page flow at the top (no position, no z-index): it never covers content and any modal
// dialog's overlay paints over it, so it is never shown clickable while the page is inert.
const regionStyle = css`
  background: ${tokens.color.subtle};
  border-bottom: 1px solid ${tokens.color.border};
  font-size: 0.875rem;
`;

const innerStyle = css`
  max-width: ${tokens.maxWidth};
  margin: 0 auto;
  padding: ${tokens.space(2)} ${tokens.space(4)};
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(2)} ${tokens.space(4)};
  p {
    margin: 0;
    flex: 1 1 320px;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space(2)};
`;

/**
 * Spec §2 consent prompt: a compact non-modal region right after the skip link (early in the tab
 * order). It takes focus only when reopened from the footer, and then hands it back there.
 * Not shown in SDK mode: the host app asks for consent in the webview.
 */
export function ConsentPrompt() {
  const sdk = useUiState((state) => state.sdk);
  const { choice, promptOpen } = useConsentState();
  const titleId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const reopened = promptOpen && choice !== null;

  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement;
    returnFocusRef.current = opener instanceof HTMLElement && opener !== document.body ? opener : null;
    acceptRef.current?.focus();
  }, [reopened]);

  if (sdk || !promptOpen) return null;

  const choose = (next: ConsentChoice) => {
    chooseConsent(next);
    returnFocusRef.current?.focus();
    returnFocusRef.current = null;
  };

  return (
    <div role="region" aria-labelledby={titleId} css={regionStyle} data-consent-prompt="">
      <div css={innerStyle}>
        <p>
          <strong id={titleId}>{globalUiMessages.consentTitle}</strong> {globalUiMessages.consentDescription}
        </p>
        <div css={actionsStyle}>
          <Button variant="secondary" onClick={() => choose('declined')}>
            {globalUiMessages.consentDecline}
          </Button>
          <Button ref={acceptRef} onClick={() => choose('accepted')}>
            {globalUiMessages.consentAccept}
          </Button>
        </div>
      </div>
    </div>
  );
}
