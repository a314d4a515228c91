import { OTHER_ASSET_KIND_TEXT, type OtherAsset } from '@port/shared/contracts/assets-analyzer';
import { Money } from '@port/shared/ui/money';
import { ThaiText } from '@port/shared/ui/thai-text';
import { ThaiDate } from '@port/shared/ui/thai-date';
import { theme } from '@port/shared/ui/theme';
import { ANALYZER_MESSAGES as M } from '../messages';

/**
 * What the grey slice is made of (issue 22 item 4): each holding outside funds with where it is held
 * and the day it was reported. The total is the slice's own amount from the server, which the rows
 * add up to exactly; nothing is summed here.
 */
export function OtherAssetsList({ assets, total }: { assets: OtherAsset[]; total: number }) {
  if (assets.length === 0) return null;
  return (
    <section aria-labelledby="other-assets-title" data-testid="other-assets" css={{ marginTop: theme.space.md }}>
      <h3 id="other-assets-title" css={{ fontSize: theme.font.size.md, margin: `0 0 ${theme.space.xs}` }}>
        {M.otherTitle}
      </h3>
      <p css={{ color: theme.color.textMuted, margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.sm }}>{M.otherNote}</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {assets.map((a, i) => (
          <li
            key={`${a.kind}-${i}`}
            data-testid="other-asset"
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: theme.space.md,
              padding: `${theme.space.sm} 0`,
              borderBottom: `1px solid ${theme.color.divider}`,
            }}
          >
            <div>
              <div css={{ fontWeight: theme.font.weight.bold }}>
                <ThaiText>{a.name_th}</ThaiText>
              </div>
              <div css={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
                <ThaiText>{`${OTHER_ASSET_KIND_TEXT[a.kind]} · ${a.institution_th} · ${M.asOf}`}</ThaiText>{' '}
                <ThaiDate value={a.as_of} />
              </div>
            </div>
            <div css={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
              <Money value={a.aum} withUnit />
            </div>
          </li>
        ))}
        <li
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            padding: `${theme.space.sm} 0`,
            fontWeight: theme.font.weight.bold,
          }}
        >
          <span>{M.otherTotal}</span>
          <span data-testid="other-assets-total" css={{ whiteSpace: 'nowrap' }}>
            <Money value={total} withUnit />
          </span>
        </li>
      </ul>
    </section>
  );
}
