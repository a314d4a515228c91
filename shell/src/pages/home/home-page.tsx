import { css } from '@emotion/react';
import { Navigate } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import { PageTitle } from '@port/shared/ui/page-title';
import { primaryButton, secondaryButton, tokens } from '../../app/tokens';
import { isLoggedIn, useProfile } from '../../guards/api/get-profile';
import { AppLink } from '../../modes/app-link';
import { homeMessages } from './messages';

const welcomeStyle = css`
  max-width: 640px;
  margin: ${tokens.space(12)} auto;
  display: grid;
  gap: ${tokens.space(4)};
  a {
    text-decoration: none;
    display: inline-flex;
    align-items: center;
  }
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space(3)};
`;

/** Spec §2 index: signed-in users go to /dashboard; visitors see a short welcome and sign-in. */
export function HomePage() {
  const { data: profile, error } = useProfile();

  if (isLoggedIn(profile)) return <Navigate to="/dashboard" replace />;
  // Signed-in users must not see the welcome flash before their redirect.
  if (!profile && !error) {
    return (
      <p role="status" css={welcomeStyle}>
        {homeMessages.checking}
      </p>
    );
  }

  return (
    <section css={welcomeStyle}>
      <PageTitle>{homeMessages.title}</PageTitle>
      <p>{homeMessages.description}</p>
      <div css={actionsStyle}>
        <AppLink to={loginRoute('/dashboard')} css={primaryButton}>
          {homeMessages.signIn}
        </AppLink>
        <AppLink to="/plan-select" css={secondaryButton}>
          {homeMessages.browsePlans}
        </AppLink>
      </div>
    </section>
  );
}
