import { getUiStore } from '@port/shared/bus/ui-store';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { Toast } from './toast';

export const SUCCESS_TOAST_AUTO_HIDE_MS = 5_000;

const hide = () => getUiStore().getState().hideSuccessToast();

/** Spec §2/§4 success toast; showing it hides the error toast (the store enforces it). */
export function SuccessToast() {
  const toast = useUiState((state) => state.successToast);
  return <Toast kind="success" toast={toast} autoHideMs={SUCCESS_TOAST_AUTO_HIDE_MS} onClose={hide} />;
}
