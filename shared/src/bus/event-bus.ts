/**
 * The typed event bus between remotes and the shell (ARCHITECTURE "Global UI state and the bus").
 * Events are named area/verb-noun. Remotes emit; the shell listens and updates the UI store.
 */
export interface ErrorToastPayload {
  title?: string;
  description?: string;
}
export interface SuccessToastPayload {
  title: string;
  description?: string;
}
export interface ErrorModalPayload {
  title: string;
  description?: string;
  modalName?: string;
  iconClass?: string;
  confirmText?: string;
  redirectTo?: string | null;
}

export interface BusEvents {
  'ui/error-toast': ErrorToastPayload;
  'ui/success-toast': SuccessToastPayload;
  'ui/error-modal': ErrorModalPayload;
  'ui/loading': { loading: boolean };
  'ui/open-app-modal': { open: boolean };
  'auth/expired': { returnUrl: string };
  'order/cancelled': { orderNo: string; planId?: string };
  /** Orders were placed through the CheckoutPanel (issue 8); hosts revalidate their pending orders. */
  'order/placed': { planId: string; orderNos: string[] };
  'plan/changed': { planId: string; accountType?: string; planSlot?: number };
  /** The customer renewed part of their record (issue 18): who may trade changed; hosts read it again. */
  'customer/record-renewed': { part: 'suitability' | 'kyc' | 'id_card' };
  'route/tracked': { path: string; title?: string };
}
export type BusEventName = keyof BusEvents;
export type BusListener<K extends BusEventName> = (payload: BusEvents[K]) => void;

export interface EventBus {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends BusEventName>(name: K, listener: BusListener<K>): () => void;
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  listenerCount(name: BusEventName): number;
}

export const createEventBus = (): EventBus => {
  const listeners = new Map<BusEventName, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(name, set);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(name, payload) {
      // Copy so a listener that unsubscribes while running does not skip the next one.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as BusListener<typeof name>)(payload);
        } catch (error) {
          // One broken listener (e.g. in a remote) must not stop the others.
          console.error(`[bus] listener for ${name} failed`, error);
        }
      }
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
  };
};

/**
 * Versioned global key: two copies of the shared package (version skew between remotes)
 * still talk through one bus. Bump the version only with an incompatible event map.
 */
export const BUS_KEY = Symbol.for('port-web.bus.v1');

export const getEventBus = (): EventBus => {
  const g = globalThis as unknown as Record<symbol, EventBus | undefined>;
  g[BUS_KEY] ??= createEventBus();
  return g[BUS_KEY];
};

export const emit = <K extends BusEventName>(name: K, payload: BusEvents[K]): void => getEventBus().emit(name, payload);
export const on = <K extends BusEventName>(name: K, listener: BusListener<K>): (() => void) => getEventBus().on(name, listener);
