import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onSomePort } from './fixed-port';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const TOOLS_NGINX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tools/nginx');

/** nginx and the ngx_brotli static module (Debian's nginx-light + libnginx-mod-http-brotli-static; scripts/lib/ensure-system.sh). */
export function nginxAvailable(): boolean {
  return existsSync(NGINX) && existsSync(BROTLI_MODULE);
}

/** A config of tools/nginx with its container paths and ports replaced; throws when one is no longer there. */
export function localConfig(file: string, replacements: [string, string][]): string {
  let text = readFileSync(path.join(TOOLS_NGINX, file), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
    text = text.split(from).join(to);
  }
  return text;
}

export type Nginx = {
  dir: string;
  /** Writes `servers` as the new config and reloads it (the listening sockets stay open). */
  reload: (servers: string[]) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Runs the real nginx in the foreground on `servers` (the repo's conf.d files made local): the
 * http context as the nginx image has it (mime types, the HSTS map), temp files in a folder of
 * its own. Validates the config first (`nginx -t`), then resolves once every port accepts.
 */
export async function startNginx(servers: string[], ports: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'port-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  const confFile = path.join(dir, 'nginx.conf');
  const write = async (text: string[]) => {
    writeFileSync(confFile, mainConfig(dir, text));
    await promisify(execFile)(NGINX, ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', confFile]);
  };
  await write(servers);
  const child = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  // nginx writes its pid file once it holds every listening socket (a port someone else holds
  // accepts connections too, so accepting alone proves nothing); it exits when a bind fails.
  const pidFile = path.join(dir, 'nginx.pid');
  try {
    for (const port of ports) {
      while (!existsSync(pidFile) || !(await accepts(port))) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx is not listening on ${port}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    reload: async (next) => {
      await write(next);
      await promisify(execFile)(NGINX, ['-e', 'stderr', '-p', dir, '-c', confFile, '-s', 'reload']);
    },
    close: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The http context as the nginx image has it (mime types, the HSTS map), temp files in `dir`. */
function mainConfig(dir: string, servers: string[]): string {
  const root = process.getuid?.() === 0;
  return [
    `load_module ${BROTLI_MODULE};`,
    root ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/logs/error.log;`,
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    readFileSync(path.join(TOOLS_NGINX, 'hsts-map.conf'), 'utf8'),
    ...servers,
    '}',
  ].join('\n');
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * tools/nginx/app-proxy.conf as docker-compose.yml runs it, on `port` in front of `replicas`
 * (host:port each) with the shell's files from `shellDist`; each answer from a replica names it
 * in X-Upstream (added for the tests).
 */
export function appProxyConfig(port: number, replicas: string[], shellDist: string): string {
  return localConfig('app-proxy.conf', [
    ['server server:3000;', replicas.map((replica) => `server ${replica};`).join(' ')],
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /usr/share/nginx/html;', `root ${shellDist};`],
    ['include /etc/nginx/port/security-headers.conf;', `include ${TOOLS_NGINX}/security-headers.conf;`],
    ['location @app {', 'location @app {\n    add_header X-Upstream $upstream_addr always;'],
  ]);
}

/**
 * app-proxy.conf on a port of its own (another one when it is taken), in front of `replicas`;
 * `replace` points it at other replicas later (the app hosts must know its origin first).
 */
export async function startAppProxy(
  replicas: string[],
  shellDist: string,
): Promise<Nginx & { port: number; replace: (replicas: string[]) => Promise<void> }> {
  return onSomePort(async (port) => {
    const nginx = await startNginx([appProxyConfig(port, replicas, shellDist)], [port]);
    return { ...nginx, port, replace: (next: string[]) => nginx.reload([appProxyConfig(port, next, shellDist)]) };
  });
}
