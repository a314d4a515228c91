import type { AppConfig } from '../config';

/** The distributor's public site when MAIN_SITE_URL is not set (the shell's default too). */
export const DEFAULT_MAIN_SITE_URL = 'https://www.port.co.th';
/** The distributor's support address when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@port.co.th';

/**
 * Every link and address the server sends that points at the distributor's own site (articles,
 * market-timing notes, model-port pages, the PRA video, the header's search, the footer's
 * policies) is built here from the settings MAIN_SITE_URL and SUPPORT_EMAIL (issue 22 item 4: no
 * placeholder host in the answers). Set once at start by `buildApp`.
 */
let site = { main: DEFAULT_MAIN_SITE_URL, supportEmail: DEFAULT_SUPPORT_EMAIL };

export function configureSiteLinks(config: Pick<AppConfig, 'MAIN_SITE_URL' | 'SUPPORT_EMAIL'>): void {
  site = {
    main: (config.MAIN_SITE_URL ?? DEFAULT_MAIN_SITE_URL).replace(/\/+$/, ''),
    supportEmail: config.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
  };
}

/** `${MAIN_SITE_URL}/${path}` (path without its leading slash). */
export const siteUrl = (path: string): string => `${site.main}/${path.replace(/^\/+/, '')}`;
export const supportEmail = (): string => site.supportEmail;

/** A host that is a placeholder (example.com, www.example.co.th …), never to be served for real. */
export const isPlaceholderHost = (url: string): boolean =>
  /(^|\.)example\./i.test(url.includes('@') && !url.includes('://') ? url.split('@')[1]! : new URL(url).hostname);

/**
 * The settings a real deployment must not run on: a main site or support address on a
 * placeholder host. Empty on a developer's machine and in demo mode (see production-secrets).
 */
export function placeholderSiteSettings(config: Pick<AppConfig, 'MAIN_SITE_URL' | 'SUPPORT_EMAIL'>): string[] {
  const refusals: string[] = [];
  if (config.MAIN_SITE_URL && isPlaceholderHost(config.MAIN_SITE_URL))
    refusals.push("MAIN_SITE_URL names a placeholder host (example.*): set the distributor's own site");
  if (config.SUPPORT_EMAIL && isPlaceholderHost(config.SUPPORT_EMAIL))
    refusals.push("SUPPORT_EMAIL names a placeholder host (example.*): set the distributor's own address");
  return refusals;
}
