import { Link } from 'react-router-dom';
import { theme } from '@port/shared/ui/theme';
import { WEALTH_PATH_MESSAGES as M } from '../messages';

/** Says whether the monthly amount the path adds is really set up, with the way to set it up when not. */
export function MonthlyNote({ setUp, href }: { setUp: boolean | null; href?: string | undefined }) {
  if (setUp === null) return null;
  return (
    <p data-testid="monthly-set-up" data-set-up={setUp} css={{ margin: 0, fontSize: theme.font.size.sm }}>
      {setUp ? M.monthlySetUp : M.monthlyNotSetUp}
      {!setUp && href ? (
        <>
          {' · '}
          <Link to={href}>{M.setUpMonthly}</Link>
        </>
      ) : null}
    </p>
  );
}
