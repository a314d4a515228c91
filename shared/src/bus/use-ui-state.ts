import { useStore } from 'zustand';
import { getUiStore, type UiStore } from './ui-store';

/** Read global UI state in React (shell and remotes). Remotes change it by emitting on the bus. */
export const useUiState = <T>(selector: (state: UiStore) => T): T => useStore(getUiStore(), selector);
