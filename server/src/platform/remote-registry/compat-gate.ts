// The compatibility gate of `pnpm remote:publish` and `pnpm remote:check` (issue 20 item 3, decision
// 011): a new build of a remote goes live only if the live shell can satisfy what it shares.
// - React, react-dom and the router by major: they are singletons with `strictVersion`, so a remote
//   built for another major would fail to load in the page (tools/rspack/shared-singletons.mjs).
// - @port/shared by major, and by name: each export the remote imports from a federated module
//   (bus/, http/, config/) that the live shell provides must be in the shell's copy, because the
//   page runs the shell's copy. The rest of @port/shared is bundled into the remote itself.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const sharedEntrySchema = z.object({ name: z.string(), version: z.string(), requiredVersion: z.string().optional() });
export const manifestSchema = z.object({ name: z.string(), shared: z.array(sharedEntrySchema) });
export const exportsListSchema = z.object({
  package: z.literal('@port/shared'),
  version: z.string(),
  modules: z.record(z.string(), z.array(z.string())),
});
export type FederationManifest = z.infer<typeof manifestSchema>;
export type ExportsList = z.infer<typeof exportsListSchema>;

/** The live shell's half: its mf-manifest.json and shared-exports.json (written by its build). */
export interface ShellContract {
  source: string;
  manifest: FederationManifest;
  exports: ExportsList;
}
/** The new remote's half: its mf-manifest.json and shared-imports.json (written by its build). */
export interface RemoteContract {
  remote: string;
  manifest: FederationManifest;
  imports: ExportsList;
}

/** Shared by major with strictVersion: a different major can never run in the page. */
const STRICT_PACKAGES = ['react', 'react-dom', 'react-router-dom'];
const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name));
const majorOf = (range: string) => /(\d+)/.exec(range)?.[1];

/** Every reason the live shell cannot run this build, each naming the module and what is missing. */
export function compatibilityProblems(remote: RemoteContract, shell: ShellContract): string[] {
  const problems: string[] = [];
  const provided = new Map(shell.manifest.shared.map((entry) => [entry.name, entry]));
  const who = `${remote.remote} `;
  const theShell = shell.source === 'live' ? 'the live shell' : `the shell built at ${shell.source}`;
  for (const entry of remote.manifest.shared) {
    const pkg = packageOf(entry.name);
    const required = entry.requiredVersion ?? entry.version;
    if (STRICT_PACKAGES.includes(pkg)) {
      const shellEntry = provided.get(entry.name) ?? provided.get(pkg);
      if (!shellEntry) {
        problems.push(`${entry.name}: ${who}requires ${required}, ${theShell} provides no ${pkg}`);
      } else if (majorOf(required) !== majorOf(shellEntry.version)) {
        problems.push(
          `${entry.name}: ${who}requires ${required} (major ${majorOf(required)}), ${theShell} provides ${shellEntry.version}`,
        );
      }
    } else if (pkg === '@port/shared' && majorOf(required) !== majorOf(shell.exports.version)) {
      problems.push(
        `${entry.name}: ${who}requires @port/shared ${required}, ${theShell} provides @port/shared ${shell.exports.version}`,
      );
    }
  }
  for (const [module, names] of Object.entries(remote.imports.modules)) {
    const shellNames = shell.exports.modules[module];
    // Not provided by the shell: the remote's own copy of that module is the one that runs.
    if (!shellNames) continue;
    const has = new Set(shellNames);
    for (const name of names.filter((n) => !has.has(n)))
      problems.push(
        `${module}: ${who}imports '${name}' (built with @port/shared ${remote.imports.version}), ` +
          `${theShell} provides @port/shared ${shell.exports.version} without it`,
      );
  }
  return problems;
}

async function readJson(label: string, read: () => Promise<string>): Promise<unknown> {
  let text: string;
  try {
    text = await read();
  } catch (error) {
    throw new Error(`${label} cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${label} is not JSON`);
  }
}

function parsed<T>(label: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${label} is malformed (${result.error.issues[0]?.message ?? 'invalid'})`);
  return result.data;
}

/** Reads one file of a build: from its dist folder, or of a stored version (RemoteStorage.read). */
export type BuildReader = (name: string) => Promise<string>;

/**
 * A built remote's contract: from its dist folder, or from a reader of its files (a stored version:
 * a rollback goes through the same gate as a publish).
 */
export async function remoteContract(remote: string, from: string | BuildReader): Promise<RemoteContract> {
  const read: BuildReader = typeof from === 'string' ? (name) => readFile(path.join(from, name), 'utf8') : from;
  const manifest = await readJson(`${remote}'s mf-manifest.json`, () => read('mf-manifest.json'));
  const imports = await readJson(`${remote}'s shared-imports.json (written by the build)`, () => read('shared-imports.json'));
  return {
    remote,
    manifest: parsed(`${remote}'s mf-manifest.json`, manifestSchema, manifest),
    imports: parsed(`${remote}'s shared-imports.json`, exportsListSchema, imports),
  };
}

/**
 * The shell's contract: from the live app host (`http(s)://…`, its `/mf-manifest.json` and
 * `/shared-exports.json`) or from a built shell folder (a pipeline without the live host).
 */
export async function shellContract(from: string): Promise<ShellContract> {
  const isUrl = /^https?:\/\//.test(from);
  const read = (name: string) => async () => {
    if (!isUrl) return readFile(path.join(from, name), 'utf8');
    const response = await fetch(new URL(`/${name}`, from), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  };
  const label = (name: string) => `the shell's ${name} at ${from}`;
  return {
    source: isUrl ? 'live' : from,
    manifest: parsed(
      label('mf-manifest.json'),
      manifestSchema,
      await readJson(label('mf-manifest.json'), read('mf-manifest.json')),
    ),
    exports: parsed(
      label('shared-exports.json'),
      exportsListSchema,
      await readJson(label('shared-exports.json'), read('shared-exports.json')),
    ),
  };
}
