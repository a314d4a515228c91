import { getEventBus } from './event-bus';
import { getUiStore } from './ui-store';

const CONNECTED_KEY = Symbol.for('port-web.bus-ui-connection.v1');

/**
 * Wires ui/* bus events to the global UI store. The shell calls it once at start;
 * calling it again returns the same disconnect function instead of doubling listeners.
 */
export const connectBusToUiStore = (): (() => void) => {
  const g = globalThis as unknown as Record<symbol, (() => void) | undefined>;
  const existing = g[CONNECTED_KEY];
  if (existing) return existing;
  const bus = getEventBus();
  const store = () => getUiStore().getState();
  const offs = [
    bus.on('ui/error-toast', (p) => store().showErrorToast(p)),
    bus.on('ui/success-toast', (p) => store().showSuccessToast(p)),
    bus.on('ui/error-modal', (p) => store().openErrorModal(p)),
    bus.on('ui/loading', (p) => store().setLoading(p.loading)),
    bus.on('ui/open-app-modal', (p) => store().setOpenAppModal(p.open)),
  ];
  const disconnect = () => {
    offs.forEach((off) => off());
    g[CONNECTED_KEY] = undefined;
  };
  g[CONNECTED_KEY] = disconnect;
  return disconnect;
};
