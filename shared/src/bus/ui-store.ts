import { createStore, type StoreApi } from 'zustand/vanilla';
import { ERROR_MESSAGES } from '../contracts/error-codes';
import type { ErrorModalPayload, ErrorToastPayload, SuccessToastPayload } from './event-bus';

/** Global UI state of spec §3. Only the shell writes it (through bus listeners). */
export interface ToastState {
  isShow: boolean;
  title: string;
  description: string;
  /** Bumped on every show so the same message shown twice restarts its timer. */
  version: number;
}
export interface ErrorModalState {
  isOpen: boolean;
  modalName: string;
  iconClass: string;
  title: string;
  description: string;
  confirmText: string;
  redirectTo: string | null;
}
export interface UiState {
  loading: boolean;
  errorToast: ToastState;
  successToast: ToastState;
  errorModal: ErrorModalState;
  partner: string | null;
  sdk: boolean;
  openAppModal: { isOpen: boolean };
}
export interface UiActions {
  setLoading(loading: boolean): void;
  showErrorToast(payload?: ErrorToastPayload): void;
  hideErrorToast(): void;
  showSuccessToast(payload: SuccessToastPayload): void;
  hideSuccessToast(): void;
  openErrorModal(payload: ErrorModalPayload): void;
  /** Goes to redirectTo when set (spec §4), and resets the modal either way. */
  closeErrorModal(navigate: (path: string) => void): void;
  /** Partner value of the advisor, lower-cased (spec §6). */
  setPartner(partner: string | null): void;
  setSdk(sdk: boolean): void;
  setOpenAppModal(isOpen: boolean): void;
}
export type UiStore = UiState & UiActions;

export const CLOSED_TOAST: ToastState = { isShow: false, title: '', description: '', version: 0 };
export const CLOSED_ERROR_MODAL: ErrorModalState = {
  isOpen: false,
  modalName: '',
  iconClass: '',
  title: '',
  description: '',
  confirmText: 'ตกลง',
  redirectTo: null,
};

export const initialUiState = (): UiState => ({
  loading: false,
  errorToast: CLOSED_TOAST,
  successToast: CLOSED_TOAST,
  errorModal: CLOSED_ERROR_MODAL,
  partner: null,
  sdk: false,
  openAppModal: { isOpen: false },
});

export const createUiStore = (): StoreApi<UiStore> =>
  createStore<UiStore>()((set, get) => ({
    ...initialUiState(),
    setLoading: (loading) => set({ loading }),
    showErrorToast: (payload = {}) =>
      set((s) => ({
        errorToast: {
          isShow: true,
          title: payload.title || ERROR_MESSAGES.TOAST_TITLE,
          description: payload.description || ERROR_MESSAGES.TOAST_DESCRIPTION,
          version: s.errorToast.version + 1,
        },
        successToast: { ...s.successToast, isShow: false },
      })),
    hideErrorToast: () => set((s) => ({ errorToast: { ...s.errorToast, isShow: false } })),
    showSuccessToast: (payload) =>
      set((s) => ({
        successToast: {
          isShow: true,
          title: payload.title,
          description: payload.description ?? '',
          version: s.successToast.version + 1,
        },
        errorToast: { ...s.errorToast, isShow: false },
      })),
    hideSuccessToast: () => set((s) => ({ successToast: { ...s.successToast, isShow: false } })),
    openErrorModal: (payload) =>
      set({
        errorModal: {
          isOpen: true,
          modalName: payload.modalName ?? 'error',
          iconClass: payload.iconClass ?? 'icon-error',
          title: payload.title,
          description: payload.description ?? '',
          confirmText: payload.confirmText ?? CLOSED_ERROR_MODAL.confirmText,
          redirectTo: payload.redirectTo ?? null,
        },
      }),
    closeErrorModal: (navigate) => {
      const { redirectTo } = get().errorModal;
      set({ errorModal: CLOSED_ERROR_MODAL });
      if (redirectTo) navigate(redirectTo);
    },
    setPartner: (partner) => set({ partner: partner ? partner.toLowerCase() : null }),
    setSdk: (sdk) => set({ sdk }),
    setOpenAppModal: (isOpen) => set({ openAppModal: { isOpen } }),
  }));

/** Anchored on globalThis like the bus so remotes and shell read the same state. */
export const UI_STORE_KEY = Symbol.for('port-web.ui-store.v1');

export const getUiStore = (): StoreApi<UiStore> => {
  const g = globalThis as unknown as Record<symbol, StoreApi<UiStore> | undefined>;
  g[UI_STORE_KEY] ??= createUiStore();
  return g[UI_STORE_KEY];
};
