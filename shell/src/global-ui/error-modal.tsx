import { lazy, Suspense } from 'react';
import { useUiState } from '@port/shared/bus/use-ui-state';

// The dialog code (Radix focus trap, scroll lock) loads only when a modal opens: keeps first-load JS small.
const ErrorModalDialog = lazy(() => import('./error-modal-dialog'));

/** Spec §2 error modal slot of the default layout. */
export function ErrorModal() {
  const isOpen = useUiState((state) => state.errorModal.isOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModalDialog />
    </Suspense>
  );
}
