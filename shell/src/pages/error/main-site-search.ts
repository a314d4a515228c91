/** Spec §2/§5: the 404 search goes to the main site's search page; empty text does nothing (null). */
export function mainSiteSearchUrl(mainSiteUrl: string, text: string): string | null {
  const query = text.trim();
  if (query === '') return null;
  return `${mainSiteUrl}/search?q=${encodeURIComponent(query)}`;
}
