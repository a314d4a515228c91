import { useState } from 'react';
import { Link } from 'react-router-dom';
import { emit } from '@port/shared/bus/event-bus';
import type { AccountType } from '@port/shared/contracts/enums';
import { AA_STATE_TEXT } from '@port/shared/domain/status-messages';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { errorMessage } from '@port/shared/http/http-error-info';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { Switch } from '@port/shared/ui/switch';
import { useAutomaticAllocation } from '../api/get-automatic-allocation';
import { useToggleAutomaticAllocation } from '../api/toggle-automatic-allocation';
import { AA_MESSAGES as M } from '../messages';
import { AaDisclaimerDialog } from './aa-disclaimer-dialog';
import { theme } from '@port/shared/ui/theme';

interface Props {
  accountType: AccountType;
  planSlot: number;
  /** On the plan page: link to the AA page. */
  showPageLink?: boolean;
}

/**
 * AA state and toggle. Turning on needs the disclaimer accepted first; turning off is direct.
 * A failed toggle opens the error modal with the server's message (spec §8).
 */
export function AaPanel({ accountType, planSlot, showPageLink = false }: Props) {
  const aa = useAutomaticAllocation(accountType, planSlot);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = useToggleAutomaticAllocation(accountType, planSlot);
  const enabled = aa.data?.state === 'enabled';

  async function apply(enable: boolean) {
    setBusy(true);
    try {
      const result = await toggle(enable);
      emit('ui/success-toast', { title: !enable ? M.disabledToast : result.is_job_running ? M.enablingToast : M.enabledToast });
    } catch (e) {
      emit('ui/error-modal', { title: M.errorTitle, description: errorMessage(e), confirmText: M.ok, modalName: 'aa-toggle' });
    } finally {
      setBusy(false);
      setDisclaimerOpen(false);
    }
  }

  const data = aa.data;
  const unavailable = busy || (data ? data.is_job_running || (!enabled && !data.can_enable) : true);
  return (
    <SectionCard title={M.title} minHeight={110} testId="automatic-allocation">
      {aa.error ? (
        <SectionError error={aa.error} title={M.loadFailed} onRetry={() => void aa.mutate()} />
      ) : !data ? (
        <SkeletonBlock height={48} label={M.title} />
      ) : (
        <>
          <p data-testid="aa-state">{AA_STATE_TEXT[data.state]}</p>
          <label css={{ display: 'inline-flex', gap: theme.space.sm, alignItems: 'center' }}>
            <Switch
              checked={enabled}
              onCheckedChange={(next) => {
                if (!next) void apply(false);
                else setDisclaimerOpen(true);
              }}
              label={M.toggleLabel}
              unavailable={unavailable}
              busy={busy}
              testId="aa-toggle"
            />
            {/* The switch's state in words beside it, so it reads as a setting, not a button (issue 13 item 13). */}
            <span aria-hidden="true" data-testid="aa-switch-state">
              {M.switchText}: {enabled ? M.on : M.off}
            </span>
          </label>
          {!data.can_enable && !enabled ? <p>{M.cannotEnable}</p> : null}
          {data.is_job_running ? <p role="status">{M.jobRunning}</p> : null}
          {data.error_message ? <p role="alert">{data.error_message}</p> : null}
          {showPageLink ? (
            <p>
              <Link to={`/dashboard/${accountType}/${planSlot}/automatic-allocation`}>{M.openPage}</Link>
            </p>
          ) : null}
          <AaDisclaimerDialog
            open={disclaimerOpen}
            busy={busy}
            onAccept={() => void apply(true)}
            onDecline={() => setDisclaimerOpen(false)}
          />
        </>
      )}
    </SectionCard>
  );
}
