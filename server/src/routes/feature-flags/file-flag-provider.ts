import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import {
  ErrorCode,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';

/** flags.json: `{ "flag-name": true | "text" | 3 }`. */
const flagFileSchema = z.record(z.string(), z.union([z.boolean(), z.string(), z.number()]));
export type FlagValues = z.infer<typeof flagFileSchema>;

/**
 * A small OpenFeature provider over a JSON file. The file is re-read when it changes, so an
 * operator flips a flag without a restart; an unreadable file means "no flags" (defaults apply).
 */
export class FileFlagProvider implements Provider {
  readonly metadata = { name: 'file-flag-provider' } as const;
  readonly runsOn = 'server' as const;
  private cache: { mtimeMs: number; values: FlagValues } | undefined;

  constructor(private readonly file: string) {}

  values(): FlagValues {
    try {
      const { mtimeMs } = statSync(this.file);
      if (this.cache?.mtimeMs !== mtimeMs) {
        this.cache = { mtimeMs, values: flagFileSchema.parse(JSON.parse(readFileSync(this.file, 'utf8'))) };
      }
      return this.cache.values;
    } catch {
      return {};
    }
  }

  private resolve<T>(key: string, defaultValue: T, kind: 'boolean' | 'string' | 'number'): ResolutionDetails<T> {
    const values = this.values();
    if (!(key in values))
      return { value: defaultValue, reason: StandardResolutionReasons.DEFAULT, errorCode: ErrorCode.FLAG_NOT_FOUND };
    const value = values[key];
    if (typeof value !== kind)
      return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
    return { value: value as T, reason: StandardResolutionReasons.STATIC };
  }

  async resolveBooleanEvaluation(
    key: string,
    defaultValue: boolean,
    _context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    return this.resolve(key, defaultValue, 'boolean');
  }
  async resolveStringEvaluation(
    key: string,
    defaultValue: string,
    _context: EvaluationContext,
  ): Promise<ResolutionDetails<string>> {
    return this.resolve(key, defaultValue, 'string');
  }
  async resolveNumberEvaluation(
    key: string,
    defaultValue: number,
    _context: EvaluationContext,
  ): Promise<ResolutionDetails<number>> {
    return this.resolve(key, defaultValue, 'number');
  }
  async resolveObjectEvaluation<T extends JsonValue>(_key: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return { value: defaultValue, reason: StandardResolutionReasons.DEFAULT };
  }
}
