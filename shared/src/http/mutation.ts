import type { ScopedMutator } from 'swr';
import { getEventBus } from '../bus/event-bus';
import type { BusEventName, BusEvents } from '../bus/event-bus';

/** One bus event with its payload, e.g. { name: 'plan/changed', payload: { planId } }. */
export type BusMessage = { [K in BusEventName]: { name: K; payload: BusEvents[K] } }[BusEventName];

export interface Mutation<T> {
  /** The write itself, usually `sendData('PATCH', path, body, schema)` from `@port/shared/http/data`. */
  send: () => Promise<T>;
  /**
   * The SWR keys the write changes. Take them from the endpoint files that read the data (their
   * exported `xKey`), never retype a path here; null entries are skipped.
   */
  revalidate: (result: T) => readonly (string | null)[];
  /** Told on the bus once the keys are fresh, for the shell and the other remotes. */
  announce?: (result: T) => BusMessage;
}

/**
 * The one way a write revalidates (decision record 007): send, then revalidate every affected
 * SWR key and wait for them, then announce on the bus. A failed send rejects before anything is
 * revalidated or announced, so the screen keeps what the server still holds.
 */
export async function runMutation<T>(mutate: ScopedMutator, { send, revalidate, announce }: Mutation<T>): Promise<T> {
  const result = await send();
  const keys = revalidate(result).filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => mutate(key)));
  if (announce) {
    const { name, payload } = announce(result);
    getEventBus().emit(name, payload as never);
  }
  return result;
}
