import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { isPlaceholderHost, placeholderSiteSettings } from '../../src/platform/site-links';
import { signedInApp } from '../helpers/signed-in-app';

const SITE = 'https://www.distributor.co.th';
const URL_IN_TEXT = /https?:\/\/[^\s"']+/g;

describe('links from configuration, no placeholder host (issue 22 item 4)', () => {
  // The distributor's settings (off localhost, main.ts refuses placeholder ones: the last test).
  const investor = signedInApp('C0003', { env: { MAIN_SITE_URL: SITE, SUPPORT_EMAIL: 'help@distributor.co.th' } });

  const body = async (url: string, headers = investor.headers) => {
    const res = await investor.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('header, footer, model port, market timing and PRA links all name MAIN_SITE_URL; nothing names an example. host', async () => {
    const list = planListDataSchema.parse(JSON.parse(await body(portAggregationPaths.planList)).data);
    const plan1 = list.accounts.find((a) => a.account_type === 'omnibus')!.plans.find((p) => p.plan_slot === 1)!;
    const answers = [
      await body(otherPaths.fndsHeader, {}),
      await body(otherPaths.fndsFooter, {}),
      await body(portAggregationPaths.planModel('omnibus', 1)),
      await body(portPaths.marketTiming(plan1.plan_id)),
      await body(portAggregationPaths.planPra('omnibus', 1)),
    ];
    const links = answers.flatMap((text) => text.match(URL_IN_TEXT) ?? []);
    // The header's search, the footer's two policies, the model's page and the PRA video, embed and article at least.
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) expect(link.startsWith(`${SITE}/`), link).toBe(true);
    for (const text of answers) expect(text).not.toMatch(/example\./i);
    expect(JSON.parse(answers[1]!).data.email).toBe('help@distributor.co.th');
  });

  it('a placeholder main site or support address is named as a reason not to start; real ones are not', () => {
    expect(isPlaceholderHost('https://www.example.co.th')).toBe(true);
    expect(isPlaceholderHost('support@port.example.co.th')).toBe(true);
    expect(isPlaceholderHost(SITE)).toBe(false);
    expect(placeholderSiteSettings({ MAIN_SITE_URL: 'https://www.example.co.th', SUPPORT_EMAIL: 'a@example.com' })).toHaveLength(
      2,
    );
    expect(placeholderSiteSettings({ MAIN_SITE_URL: SITE, SUPPORT_EMAIL: 'help@distributor.co.th' })).toEqual([]);
    expect(placeholderSiteSettings({ MAIN_SITE_URL: undefined, SUPPORT_EMAIL: undefined })).toEqual([]);
  });
});
