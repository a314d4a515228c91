import { useNavigate } from 'react-router-dom';
import { getUiStore } from '@port/shared/bus/ui-store';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { Button } from '@port/shared/ui/button';
import { Dialog } from '@port/shared/ui/dialog';
import { navigateFullPage } from '../app/full-page-navigation';
import { globalUiMessages } from './messages';

/** In-app paths go through the router; anything else (another site) is a full page load. */
function goTo(navigate: (path: string) => void, target: string): void {
  if (target.startsWith('/') && !target.startsWith('//')) navigate(target);
  else navigateFullPage(target);
}

/**
 * Spec §2/§4 error modal: opened by 'ui/error-modal' on the bus. Confirming or closing it goes to
 * redirectTo when set; otherwise the modal just resets.
 */
export default function ErrorModalDialog() {
  const modal = useUiState((state) => state.errorModal);
  const navigate = useNavigate();
  const close = () =>
    getUiStore()
      .getState()
      .closeErrorModal((target) => goTo(navigate, target));

  return (
    <Dialog
      open={modal.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={modal.title}
      description={modal.description || undefined}
      hideClose
    >
      <div data-modal-name={modal.modalName} css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={close}>{modal.confirmText || globalUiMessages.errorModalConfirm}</Button>
      </div>
    </Dialog>
  );
}
