import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { validationError } from './validate';

/**
 * Our own zod 4 type provider for Fastify 5 (fastify-type-provider-zod 7 would also pull
 * @fastify/swagger and openapi-types as peers, and its errors need their own mapping):
 * request parts are typed and parsed by the contract's schema, responses typed by theirs.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** A bad params/query/body answers 400 VALIDATION with a Thai message (HttpError reaches the error handler as is). */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isZod(schema)) throw new Error('Route schemas are zod schemas from @port/shared/contracts');
  return (data) => {
    const result = schema.safeParse(data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };
};

/** Paths (like `data.plans.0.x`) of object keys the schema's output dropped: fields the contract does not have. */
export function undeclaredKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${at}${i}.`));
  if (!sent || !parsed || typeof sent !== 'object' || typeof parsed !== 'object' || sent instanceof Date) return [];
  const out = parsed as Record<string, unknown>;
  return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) =>
    value === undefined ? [] : key in out ? undeclaredKeys(value, out[key], `${at}${key}.`) : [`${at}${key}`],
  );
}

export class ResponseContractError extends Error {}

/**
 * Strict: a response must parse with its contract and carry no field the contract lacks, else
 * the request fails (500) — used in tests and development. Not strict (production): the
 * handler's answer, typed by the contract at build time, is written as is (docs/decisions/008).
 */
export function zodSerializerCompiler(strict: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, url, method }) => {
    if (!isZod(schema)) throw new Error('Route schemas are zod schemas from @port/shared/contracts');
    if (!strict) return writtenOnce((data) => JSON.stringify(data));
    return writtenOnce((data) => {
      const result = schema.safeParse(data);
      if (!result.success)
        throw new ResponseContractError(`${method} ${url} response breaks its contract: ${z.prettifyError(result.error)}`);
      const extra = undeclaredKeys(data, result.data);
      if (extra.length)
        throw new ResponseContractError(`${method} ${url} response has fields its contract lacks: ${extra.join(', ')}`);
      return JSON.stringify(data);
    });
  };
}

/**
 * A frozen answer (a process cache's entry, see `frozenReply`) cannot change, so its route checks
 * and writes it once and sends the same bytes again (issue 19 item 5: the cached plan list was
 * parsed with its contract and stringified on every hit, then its Thai text encoded to UTF-8 and
 * measured for Content-Length on every send). Any other answer is written each time.
 */
function writtenOnce(write: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(data);
    let bytes = written.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(write(data), 'utf8');
      written.set(data, bytes);
    }
    // Fastify sends a serializer's Buffer as it is (the same bytes the text would encode to);
    // its serializer type only names strings.
    return bytes as unknown as string;
  };
}

const replies = new WeakMap<object, { data: unknown }>();

/** The `{ data }` envelope of a deeply frozen cached answer: the same frozen object every time, so it is written once. */
export function frozenReply<T extends object>(data: Readonly<T>): { data: T } {
  if (!Object.isFrozen(data)) return { data };
  let reply = replies.get(data);
  if (!reply) {
    reply = Object.freeze({ data });
    replies.set(data, reply);
  }
  return reply as { data: T };
}

/** Freezes a value and everything it holds (plain objects and arrays), and returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** `{ 200: { data: T } }`: the response schemas of a route answering the contract's envelope (spec §7). */
export const dataReply = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });
