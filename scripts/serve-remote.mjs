// `pnpm --filter @port/mfe-<name> serve`: that remote's built dist/ on its own origin (its port from
// the remotes list, or PORT), with CORS for APP_ORIGIN (default http://localhost:3000).
import path from 'node:path';
import { findRemote } from './lib/apps.mjs';
import { startRemoteHost, waitFor } from './lib/stack.mjs';

const remote = findRemote(path.basename(process.cwd()));
const port = Number(process.env.PORT ?? remote.port);
const child = startRemoteHost(remote, port, process.env.APP_ORIGIN ?? 'http://localhost:3000');
await waitFor(`http://localhost:${port}/mf-manifest.json`);
console.log(`${remote.name}: http://localhost:${port}/mf-manifest.json`);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
