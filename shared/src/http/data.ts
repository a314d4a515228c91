import type { RequestOptions } from './client';
import { getHttpClient } from './get-http-client';

/** A contract's zod schema for the unwrapped `data` (the shared client validates with it). */
export type Schema<T> = NonNullable<RequestOptions<T>['schema']>;

/**
 * A remote's only door to the network: the shared client applies spec §8 (timeouts,
 * maintenance, refresh) and unwraps `data`; the contract schema validates it.
 */
export function getData<T>(path: string, schema: Schema<T>): Promise<T> {
  return getHttpClient().get<T>(path, { schema });
}

export type MutationMethod = 'POST' | 'PATCH' | 'DELETE';

export function sendData<T>(method: MutationMethod, path: string, body: unknown, schema?: Schema<T>): Promise<T> {
  const client = getHttpClient();
  const send = method === 'POST' ? client.post : method === 'PATCH' ? client.patch : client.delete;
  return send<T>(path, schema ? { body, schema } : { body });
}
