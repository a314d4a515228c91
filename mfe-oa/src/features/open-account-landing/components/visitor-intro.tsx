import { css } from '@emotion/react';
import { loginRoute } from '@port/shared/contracts/api-paths';
import { SectionCard } from '@port/shared/ui/section-card';
import { theme } from '@port/shared/ui/theme';
import { openAccountLandingMessages as t } from '../messages';
import { LinkButton } from './link-button';

const list = css`
  margin: 0;
  padding-left: ${theme.space.ml};
  display: grid;
  gap: ${theme.space.xs};
`;

/** For a visitor: what an account gives, what to have ready, and the way in (sign in). */
export function VisitorIntro() {
  return (
    <>
      <p css={{ fontSize: theme.font.size.lg, margin: `0 0 ${theme.space.lg}` }}>{t.visitorLead}</p>
      <div css={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        <SectionCard title={t.givesTitle}>
          <ul css={list}>
            {t.gives.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title={t.needsTitle}>
          <ul css={list}>
            {t.needs.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </SectionCard>
      </div>
      <LinkButton to={loginRoute('/oa-landing')}>{t.signIn}</LinkButton>
    </>
  );
}
