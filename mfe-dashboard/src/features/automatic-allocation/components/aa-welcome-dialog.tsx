import { useState } from 'react';
import type { AccountType } from '@port/shared/contracts/enums';
import { Button } from '@port/shared/ui/button';
import { Dialog } from '@port/shared/ui/dialog';
import { useAcknowledgeAaWelcome } from '../api/acknowledge-aa-welcome';
import { AA_MESSAGES as M } from '../messages';

interface Props {
  show: boolean;
  accountType: AccountType;
  planSlot: number;
}

/** The AA welcome, shown once: closing it records the acknowledgement (spec §3 show_feature_acknowledgement). */
export function AaWelcomeDialog({ show, accountType, planSlot }: Props) {
  const [open, setOpen] = useState(show);
  const acknowledge = useAcknowledgeAaWelcome(accountType, planSlot);
  function close() {
    setOpen(false);
    // Failing to record it only means the welcome shows again next time.
    acknowledge().catch(() => undefined);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={M.welcomeTitle}
      description={M.welcomeText}
    >
      <Button onClick={close}>{M.welcomeOk}</Button>
    </Dialog>
  );
}
