import type { Pra } from '@port/shared/contracts/pra';
import { ThaiDate } from '@port/shared/ui/thai-date';
import { ThaiText } from '@port/shared/ui/thai-text';
import { focusRing, theme } from '@port/shared/ui/theme';
import { PRA_MESSAGES as M } from '../messages';

type View = NonNullable<Pra['investment_view']>;

/**
 * The PRA "investment view" (spec §3 Pra; issue 22 item 3): the distributor's video on investing
 * monthly (thumbnail and title link to it on the distributor's site), its words, the article link and
 * the funds this plan buys each month, named as in the PRA list. Every link comes from the server,
 * which builds it from its MAIN_SITE_URL setting.
 */
export function InvestmentView({ view, funds }: { view: View; funds: Pra['pra_list'] }) {
  const nameOf = (code: string) => funds.find((f) => f.fund_shortcode === code)?.fund_name_th;
  return (
    <section
      aria-labelledby="pra-investment-view-title"
      data-testid="pra-investment-view"
      css={{ marginTop: theme.space.md, paddingTop: theme.space.md, borderTop: `1px solid ${theme.color.divider}` }}
    >
      <h3 id="pra-investment-view-title" css={{ fontSize: theme.font.size.md, margin: `0 0 ${theme.space.sm}` }}>
        {M.viewTitle}
      </h3>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'flex-start' }}>
        <a
          href={view.video_url}
          css={[focusRing, { flex: '0 0 160px', display: 'block' }]}
          aria-label={`${M.watch} ${view.video_title}`}
        >
          <img src={view.video_image} alt="" width={160} height={90} css={{ display: 'block', borderRadius: theme.radius.md }} />
        </a>
        <div css={{ flex: '1 1 220px', minWidth: 0 }}>
          <a href={view.video_url} css={[focusRing, { fontWeight: theme.font.weight.bold }]} data-testid="pra-video-link">
            {view.video_title}
          </a>
          <p css={{ margin: `${theme.space.xs} 0 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
            {M.by} {view.video_creator} · {M.asOf} <ThaiDate value={view.date} />
          </p>
        </div>
      </div>
      <p css={{ margin: `${theme.space.sm} 0` }}>{view.content}</p>
      {view.assets.length > 0 ? (
        <>
          <h4 css={{ fontSize: theme.font.size.sm, margin: `0 0 ${theme.space.xs}` }}>{M.viewAssets}</h4>
          <ul css={{ margin: `0 0 ${theme.space.sm}`, paddingLeft: theme.space.lg }} data-testid="pra-view-assets">
            {view.assets.map((code) => (
              <li key={code}>
                {code}
                {nameOf(code) ? <ThaiText>{` · ${nameOf(code)}`}</ThaiText> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <a href={view.link} css={focusRing} data-testid="pra-view-link">
        {M.readMore}
      </a>
    </section>
  );
}
