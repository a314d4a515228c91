import { describe, expect, it } from 'vitest';
import { mainSiteSearchUrl } from './main-site-search';

describe('404 search target (spec §2, §5)', () => {
  it('encodes the Thai search text into the main site search URL', () => {
    expect(mainSiteSearchUrl('https://www.port.co.th', 'กองทุน RMF & SSF')).toBe(
      'https://www.port.co.th/search?q=%E0%B8%81%E0%B8%AD%E0%B8%87%E0%B8%97%E0%B8%B8%E0%B8%99%20RMF%20%26%20SSF',
    );
  });

  it('does nothing for empty or whitespace-only text', () => {
    expect(mainSiteSearchUrl('https://www.port.co.th', '')).toBeNull();
    expect(mainSiteSearchUrl('https://www.port.co.th', '   ')).toBeNull();
  });
});
