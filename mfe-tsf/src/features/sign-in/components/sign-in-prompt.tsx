import { Link } from 'react-router-dom';
import { loginRoute } from '@port/shared/contracts/api-paths';
import { focusRing, theme } from '@port/shared/ui/theme';
import { signInMessages as M } from '../messages';

/** Where a personal part would be, for a visitor: one line and the way to sign in, back to this page. */
export function SignInPrompt({ returnUrl, text = M.prompt }: { returnUrl: string; text?: string }) {
  return (
    <div data-testid="tsf-sign-in" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' }}>
      <p css={{ margin: 0, color: theme.color.textMuted }}>{text}</p>
      <Link to={loginRoute(returnUrl)} css={[{ color: theme.color.primary, fontWeight: theme.font.weight.bold }, focusRing]}>
        {M.action}
      </Link>
    </div>
  );
}
