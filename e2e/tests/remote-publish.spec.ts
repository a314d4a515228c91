import { expect, test, type Page } from '../support/test';
import { demoUser } from '../support/accounts';
import { acknowledgeAaWelcome } from '../support/aa-welcome';
import { buildCopy, hashesOf, registrySnapshot, remoteCli } from '../support/remote-cli';
import { signIn } from '../support/sign-in';

// Issue 20 "What must be shown" (independent deployment; spec §2 /tax-saving-fund): with the app
// serving production builds on separate origins and a tab open on /dashboard, the tsf team publishes
// a visibly changed build with `pnpm remote:publish tsf` (the gate and the signed-in smoke run for
// real); a fresh page shows it, the open tab's next navigation shows it, not one file of the shell
// changed; `pnpm remote:rollback tsf` brings the old one back and `pnpm remote:status` tells the history.
const title = 'กองทุนลดหย่อนภาษี';
const newTitle = `${title} รุ่นทดสอบการเผยแพร่`;
const pageTitle = `{children:"${title}"}`;
const versionOf = (output: string) => /tsf (\S+) is live/.exec(output)?.[1] ?? 'none';

async function liveTsfVersion(page: Page): Promise<string | undefined> {
  const response = await page.request.get('/remotes.json');
  return ((await response.json()) as Record<string, { version?: string }>).tsf?.version;
}

async function showsTitle(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.getByText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว')).toHaveCount(0);
}

test('remote:publish tsf goes live for a fresh page and an open tab, the shell unchanged; rollback and status', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const registry = await registrySnapshot('tsf');
  try {
    // The tsf team's two builds: today's, and one whose page title visibly changed.
    const before = buildCopy('mfe-tsf');
    const changed = buildCopy('mfe-tsf', (_file, text) => {
      if (!text.includes(pageTitle)) return text;
      expect(text.split(pageTitle)).toHaveLength(2);
      return text.replace(pageTitle, `{children:"${newTitle}"}`);
    });
    const v1 = versionOf(await remoteCli(['publish', 'tsf'], { PUBLISH_DIST: before }));

    // A customer's tab, open on the dashboard; tsf not loaded in it yet.
    const { username, password } = demoUser();
    await signIn(page, username, password, '/dashboard');
    await acknowledgeAaWelcome(page);
    await page.evaluate(() => ((window as unknown as { tabMarker: string }).tabMarker = 'open since before the publish'));
    expect(await liveTsfVersion(page)).toBe(v1);
    const shellBefore = hashesOf('shell/dist');

    const published = await remoteCli(['publish', 'tsf'], { PUBLISH_DIST: changed });
    expect(published).toContain('compatibility gate passed');
    expect(published).toContain('signed in as investor');
    expect(published).toContain('smoke passed');
    const v2 = versionOf(published);
    expect(v2).not.toBe(v1);
    expect(published).toContain(`is live (was ${v1})`);
    expect(await liveTsfVersion(page)).toBe(v2);

    // A fresh page (another customer's phone): the new version.
    const fresh = await browser.newPage();
    await fresh.goto('/tax-saving-fund');
    await showsTitle(fresh, newTitle);
    await fresh.close();

    // The open tab, never reloaded: its next navigation to tsf loads the version live now.
    await page.getByRole('link', { name: title, exact: true }).first().click();
    await expect(page).toHaveURL(/\/tax-saving-fund$/);
    await showsTitle(page, newTitle);
    expect(await page.evaluate(() => (window as unknown as { tabMarker?: string }).tabMarker)).toBe(
      'open since before the publish',
    );
    // Every file of the shell is byte-identical: the shell was never rebuilt nor touched.
    expect(hashesOf('shell/dist')).toEqual(shellBefore);

    // Rollback: through the same gate and smoke, then the old title for the next full load.
    const rolledBack = await remoteCli(['rollback', 'tsf']);
    expect(rolledBack).toContain('compatibility gate passed');
    expect(rolledBack).toContain('signed in as investor');
    expect(rolledBack).toContain(`tsf rolled back to ${v1} (from ${v2})`);
    expect(await liveTsfVersion(page)).toBe(v1);
    await page.reload();
    await showsTitle(page, title);

    // The status names the live and previous versions, who, and the history newest first.
    const status = await remoteCli(['status']);
    const tsfLine = status.split('\n').find((line) => line.includes("'tsf'")) ?? '';
    expect(tsfLine).toContain(v1);
    expect(tsfLine).toContain('tsf-team (e2e)');
    expect(tsfLine).toContain('answers');
    expect(tsfLine).toContain(`rollback ${v1}, publish ${v2}, publish ${v1}`);
  } finally {
    await registry.restore();
  }
});
