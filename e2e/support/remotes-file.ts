import { readFileSync, writeFileSync } from 'node:fs';

type RemotesJson = Record<string, { manifest: string; version: string }>;

function file() {
  const path = process.env.E2E_REMOTES_FILE;
  if (!path) throw new Error('E2E_REMOTES_FILE is not set: run through the Playwright global setup');
  return path;
}

export function readRemotes(): RemotesJson {
  return JSON.parse(readFileSync(file(), 'utf8')) as RemotesJson;
}

/** Rewrites the deploy-time /remotes.json the app host serves; returns a function that restores it. */
export function writeRemotes(next: RemotesJson | string) {
  const previous = readFileSync(file(), 'utf8');
  writeFileSync(file(), typeof next === 'string' ? next : JSON.stringify(next, null, 2));
  return () => writeFileSync(file(), previous);
}
