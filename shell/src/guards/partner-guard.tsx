import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { getUiStore } from '@port/shared/bus/ui-store';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { useAdvisor } from '@port/shared/http/get-advisor';
import { partnerFromAdvisor } from '../modes/partner-mode';
import { isLoggedIn, useProfile } from './api/get-profile';
import { isStatusPage } from './maintenance-state';

/**
 * Spec §2/§6 partner guard: on every route, a logged-in user outside the webview gets the
 * partner of their advisor (lower case) as the app's partner; SDK users skip the advisor fetch.
 * It never blocks the page. On /maintenance and /over-capacity it calls nothing, since any
 * refused call there would send the browser back to the same page.
 */
/** Whether the guard asks for the advisor: never on status pages, in SDK mode (spec §6) or for an anonymous visitor. */
export const shouldFetchAdvisor = (state: { quiet: boolean; sdk: boolean; loggedIn: boolean }): boolean =>
  !state.quiet && !state.sdk && state.loggedIn;

export function PartnerGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const sdk = useUiState((state) => state.sdk);
  const quiet = isStatusPage(pathname);
  const { data: profile } = useProfile(!quiet);
  const loggedIn = isLoggedIn(profile);
  const { data: advisor } = useAdvisor(shouldFetchAdvisor({ quiet, sdk, loggedIn }), { revalidateOnFocus: false });

  useEffect(() => {
    if (quiet) return;
    const { setPartner } = getUiStore().getState();
    if (sdk || (profile && !loggedIn)) setPartner(null);
    else if (advisor) setPartner(partnerFromAdvisor(advisor));
  }, [quiet, sdk, profile, loggedIn, advisor]);

  return children;
}
