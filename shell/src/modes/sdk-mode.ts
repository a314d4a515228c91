// SDK (mobile webview) mode, spec §1/§2/§6: detected once at start and kept for the tab's life.

export const SDK_QUERY_PARAM = 'sdk';
export const SDK_STORAGE_KEY = 'port-web.sdk';
/** The distributor's app appends this to its webview user agent. */
export const SDK_USER_AGENT_MARKER = 'PortSDK';

export interface SdkDetectionInput {
  search: string;
  userAgent: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** `?sdk=1` turns SDK mode on for the tab (persisted), `?sdk=0` turns it off, the UA marker always wins. */
export function detectSdkMode({ search, userAgent, storage }: SdkDetectionInput): boolean {
  const flag = new URLSearchParams(search).get(SDK_QUERY_PARAM);
  try {
    if (flag === '1' || flag === 'true') storage?.setItem(SDK_STORAGE_KEY, '1');
    if (flag === '0' || flag === 'false') storage?.removeItem(SDK_STORAGE_KEY);
  } catch {
    // Storage may be disabled in some webviews; detection then relies on the query and user agent.
  }
  if (userAgent.includes(SDK_USER_AGENT_MARKER)) return true;
  if (flag === '1' || flag === 'true') return true;
  try {
    return storage?.getItem(SDK_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function detectSdkModeFromWindow(): boolean {
  return detectSdkMode({
    search: window.location.search,
    userAgent: window.navigator.userAgent,
    storage: sessionStorageOrNull(),
  });
}

/** Spec §2: in the webview /dashboard is always a full page load, never a client navigation. */
export function requiresFullPageLoad(pathname: string, sdk: boolean): boolean {
  return sdk && (pathname === '/dashboard' || pathname === '/dashboard/');
}
