import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { renderLoginPage } from '../../src/idp/pages/login-page';

describe("issue 13 item 10: the provider's sign-in page carries our Sarabun and fits 320 px", () => {
  const html = renderLoginPage({
    uid: 'u1',
    csrfToken: 'c',
    demoAccounts: [{ username: 'privatebanking', password: 'demo1234', description: 'ระดับ PrivateBanking' }],
  });

  it('embeds Sarabun for Thai and Latin, 400 and 600, as inline woff2 (no other origin)', () => {
    const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(4);
    for (const face of faces) {
      expect(face).toContain('font-family:"Sarabun"');
      expect(face).toMatch(/src:url\(data:font\/woff2;base64,[A-Za-z0-9+/]{1000,}={0,2}\) format\("woff2"\)/);
    }
    expect(faces.filter((f) => f.includes('U+0E01-0E5B'))).toHaveLength(2);
    expect(html).not.toMatch(/https?:\/\/[^"']*\.woff2/);
  });

  it('no text in another font, and nothing wider than the screen', () => {
    expect(html).not.toContain('monospace');
    expect(html).toContain('@media (max-width:30rem){main{margin:0;');
  });

  it('review item 4 / 8: demo accounts are a stacked list; Thai breaks between words, never anywhere', () => {
    expect(html).not.toContain('<table');
    expect(html).toContain('<ul class="demo">');
    expect(html).not.toContain('anywhere');
    expect(html).not.toContain('break-all');
    expect(html).toMatch(/body\{[^}]*overflow-wrap:break-word/);
  });

  it('review item 4: every demo description is Thai words, with no internal status code (NO_ACCOUNT, DCA, KYC…)', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(account.description, account.username).not.toMatch(/[A-Za-z]/);
      expect(account.description, account.username).toMatch(/[\u0E01-\u0E5B]/);
    }
  });
});
