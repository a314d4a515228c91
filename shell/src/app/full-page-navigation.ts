/**
 * The one place the shell leaves the single-page app (sign-in, the webview's /dashboard reload,
 * the main site's search). Kept separate so tests can observe it without a real page load.
 */
export function navigateFullPage(url: string): void {
  window.location.assign(url);
}
