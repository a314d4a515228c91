import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';

function file() {
  const path = process.env.E2E_FLAG_FILE;
  if (!path) throw new Error('E2E_FLAG_FILE is not set: run through the Playwright global setup');
  return path;
}

/**
 * Rewrites the stack's flag file (the server re-reads it when its mtime changes) and returns a
 * function that restores it. The mtime is moved forward so two writes in one second still count.
 */
export function writeFlags(next: Record<string, boolean> | string) {
  const path = file();
  const previous = readFileSync(path, 'utf8');
  const write = (text: string) => {
    const before = statSync(path).mtime;
    writeFileSync(path, text);
    const later = new Date(before.getTime() + 1000);
    utimesSync(path, later, later);
  };
  write(typeof next === 'string' ? next : JSON.stringify(next));
  return () => write(previous);
}
