import { lazy, Suspense } from 'react';
import { useUiState } from '@port/shared/bus/use-ui-state';

// Loaded on first open only, like the error modal.
const OpenAppModalDialog = lazy(() => import('./open-app-modal-dialog'));

/** Spec §2 open-app modal slot of the default layout. */
export function OpenAppModal() {
  const isOpen = useUiState((state) => state.openAppModal.isOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <OpenAppModalDialog />
    </Suspense>
  );
}
