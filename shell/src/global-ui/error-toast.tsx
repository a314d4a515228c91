import { getUiStore } from '@port/shared/bus/ui-store';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { Toast } from './toast';

/** Long enough to read a two-line Thai message; the close button ends it sooner. */
export const ERROR_TOAST_AUTO_HIDE_MS = 10_000;

const hide = () => getUiStore().getState().hideErrorToast();

/** Spec §2/§4 error toast; showing it hides the success toast (the store enforces it). */
export function ErrorToast() {
  const toast = useUiState((state) => state.errorToast);
  return <Toast kind="error" toast={toast} autoHideMs={ERROR_TOAST_AUTO_HIDE_MS} onClose={hide} />;
}
