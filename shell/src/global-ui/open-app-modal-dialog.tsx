import { useLocation } from 'react-router-dom';
import { getUiStore } from '@port/shared/bus/ui-store';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { Button } from '@port/shared/ui/button';
import { Dialog } from '@port/shared/ui/dialog';
import { navigateFullPage } from '../app/full-page-navigation';
import { getShellConfig } from '../app/runtime-config';
import { globalUiMessages } from './messages';

/** The distributor's app deep link, carrying the page the user is on. */
export function openAppLink(openAppUrl: string, pagePath: string): string {
  const separator = openAppUrl.includes('?') ? '&' : '?';
  return `${openAppUrl}${separator}path=${encodeURIComponent(pagePath)}`;
}

const dismiss = () => getUiStore().getState().setOpenAppModal(false);

/**
 * Spec §2 open-app modal (SDK/mobile): opened by 'ui/open-app-modal', it offers to continue in
 * the distributor's app (deep link from `__PORT_CONFIG__.openAppUrl`) or to stay on the page.
 */
export default function OpenAppModalDialog() {
  const isOpen = useUiState((state) => state.openAppModal.isOpen);
  const location = useLocation();

  const openApp = () => {
    dismiss();
    navigateFullPage(openAppLink(getShellConfig().openAppUrl, `${location.pathname}${location.search}`));
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={globalUiMessages.openAppTitle}
      description={globalUiMessages.openAppDescription}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={dismiss}>
          {globalUiMessages.openAppDismiss}
        </Button>
        <Button onClick={openApp}>{globalUiMessages.openAppConfirm}</Button>
      </div>
    </Dialog>
  );
}
