import { Link } from 'react-router-dom';
import { SectionCard } from '@port/shared/ui/section-card';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { ONBOARDING_MESSAGES as M } from '../messages';

/** One card for a customer without an account: what opening one takes, and the one action (issue 13 item 8). */
export function OnboardingCard({ continuing }: { continuing: boolean }) {
  return (
    <SectionCard title={M.title} testId="onboarding">
      <p css={{ marginTop: 0 }}>
        <ThaiText>{M.lead}</ThaiText>
      </p>
      <h3 css={{ fontSize: theme.font.size.md, margin: `${theme.space.sm} 0 ${theme.space.xs}` }}>{M.needsTitle}</h3>
      <ul css={{ margin: `0 0 ${theme.space.md}`, paddingLeft: theme.space.lg }}>
        {M.needs.map((n) => (
          <li key={n}>
            <ThaiText>{n}</ThaiText>
          </li>
        ))}
      </ul>
      <Link
        to={continuing ? '/oa-landing/create' : '/oa-landing'}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          padding: `0 ${theme.space.md}`,
          borderRadius: theme.radius.md,
          background: theme.color.primary,
          color: theme.color.onPrimary,
          fontWeight: theme.font.weight.medium,
          textDecoration: 'none',
        }}
      >
        {continuing ? M.continueOpening : M.open}
      </Link>
    </SectionCard>
  );
}
