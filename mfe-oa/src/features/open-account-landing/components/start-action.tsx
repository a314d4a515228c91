import { isReturned, type OaAccountKind } from '@port/shared/contracts/oa';
import { theme } from '@port/shared/ui/theme';
import { useApplicationProgress } from '../api/get-application-progress';
import { createPath } from '../model/account-kinds';
import { openAccountLandingMessages as t } from '../messages';
import { LinkButton } from './link-button';

/** READY: start, continue a draft saved earlier (on any device) with how far it got, or correct one sent back. */
export function StartAction({ kind, primary = true }: { kind: OaAccountKind; primary?: boolean }) {
  const { data } = useApplicationProgress(kind);
  const done = data?.status === 'draft' ? data.completed_steps.length : 0;
  const returned = data ? isReturned(data.status) : false;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
      <LinkButton to={createPath(kind)} variant={primary ? 'primary' : 'secondary'}>
        {returned ? t.correct : done > 0 ? t.resume : t.start}
      </LinkButton>
      {done > 0 ? <span css={{ color: theme.color.textMuted }}>{t.resumeNote(done)}</span> : null}
    </div>
  );
}
