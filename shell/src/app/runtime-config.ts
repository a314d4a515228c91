// Deployment settings the shell reads from `window.__PORT_CONFIG__` (written into index.html at
// deploy time), each with a default, so one build serves every distributor.

export interface ShellRuntimeConfig {
  /** The distributor's public website; the 404 search sends visitors to `${mainSiteUrl}/search`. */
  mainSiteUrl: string;
  /** Deep link that opens the distributor's mobile app (SDK mode open-app modal). */
  openAppUrl: string;
}

export const DEFAULT_SHELL_CONFIG: ShellRuntimeConfig = {
  mainSiteUrl: 'https://www.port.co.th',
  openAppUrl: 'portapp://open',
};

function readString(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Unknown or malformed values fall back to the defaults instead of breaking the page. */
export function parseShellConfig(raw: unknown): ShellRuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SHELL_CONFIG;
  const source = raw as Record<string, unknown>;
  const mainSiteUrl = readString(source, 'mainSiteUrl');
  return {
    // Only a web address: the 404 search must never navigate to a javascript: or other scheme.
    mainSiteUrl: (mainSiteUrl && /^https?:\/\//.test(mainSiteUrl) ? mainSiteUrl : DEFAULT_SHELL_CONFIG.mainSiteUrl).replace(
      /\/+$/,
      '',
    ),
    openAppUrl: readString(source, 'openAppUrl') ?? DEFAULT_SHELL_CONFIG.openAppUrl,
  };
}

export function getShellConfig(): ShellRuntimeConfig {
  const holder = globalThis as { __PORT_CONFIG__?: unknown };
  return parseShellConfig(holder.__PORT_CONFIG__);
}
