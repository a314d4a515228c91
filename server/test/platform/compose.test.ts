import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { REMOTE_APPS } from '@port/shared/contracts/remotes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const healthcheck = z
  .object({ test: z.array(z.string()).min(2), interval: z.string(), retries: z.number().int().min(1) })
  .loose();
const service = z
  .object({
    image: z.string().optional(),
    build: z
      .union([
        z.string(),
        z.object({
          context: z.string(),
          dockerfile: z.string(),
          target: z.string().optional(),
          args: z.record(z.string(), z.string()).optional(),
          additional_contexts: z.record(z.string(), z.string()).optional(),
        }),
      ])
      .optional(),
    environment: z.record(z.string(), z.string()).optional(),
    healthcheck: healthcheck.optional(),
    depends_on: z
      .union([
        z.array(z.string()),
        z.record(
          z.string(),
          z.object({ condition: z.enum(['service_started', 'service_healthy', 'service_completed_successfully']) }),
        ),
      ])
      .optional(),
    volumes: z.array(z.string()).optional(),
    ports: z.array(z.string()).optional(),
  })
  .loose();
const composeSchema = z
  .object({ name: z.string(), services: z.record(z.string(), service), volumes: z.record(z.string(), z.unknown()).optional() })
  .loose();

/** The file as docker compose reads it: YAML with anchors and merge keys resolved. */
const compose = composeSchema.parse(parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
const services = compose.services;

describe('docker-compose.yml stays valid (issue 12 item 7; ARCHITECTURE "Production topology")', () => {
  it('every service has a health check, or is an image or build with one', () => {
    for (const [name, definition] of Object.entries(services)) {
      expect(definition.image ?? definition.build, `${name} has an image or a build`).toBeTruthy();
      expect(definition.healthcheck, `${name} has a health check`).toBeDefined();
    }
  });

  it('the app host replicas report ready through /readyz, and the proxy waits for them', () => {
    expect(services.server?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(services.proxy?.depends_on).toMatchObject({ server: { condition: 'service_healthy' } });
  });

  it('one issuer URL that both the browser and the containers reach', () => {
    const issuer = new URL(services.server?.environment?.OIDC_ISSUER ?? '');
    expect(issuer.hostname.endsWith('.localhost')).toBe(true);
    expect(services.idp?.environment?.OIDC_ISSUER).toBe(issuer.href.replace(/\/$/, ''));
    const aliases = (services.idp as { networks?: { default?: { aliases?: string[] } } }).networks?.default?.aliases ?? [];
    expect(aliases).toContain(issuer.hostname);
    expect(services.idp?.ports).toContain(`${issuer.port}:${issuer.port}`);
    expect(services.idp?.environment?.IDP_HOST).toBe('0.0.0.0');
  });

  it('every file a service mounts or builds from exists in the repository', () => {
    for (const [name, definition] of Object.entries(services)) {
      for (const volume of definition.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (!source.startsWith('./') || source.endsWith('/dist')) continue;
        expect(existsSync(path.join(root, source)), `${name}: ${source}`).toBe(true);
      }
      const build = definition.build;
      if (typeof build === 'string') expect(existsSync(path.join(root, build, 'Dockerfile')), `${name}: build`).toBe(true);
      else if (build) expect(existsSync(path.join(root, build.context, build.dockerfile)), `${name}: build`).toBe(true);
    }
  });

  it('runs one service per remote of the remotes list, on its port (issue 20)', () => {
    for (const remote of REMOTE_APPS) expect(services[remote.dir]?.ports, remote.dir).toContain(`${remote.port}:80`);
    const remoteServices = Object.keys(services).filter((name) => name.startsWith('mfe-'));
    expect(remoteServices.sort()).toEqual(REMOTE_APPS.map((remote) => remote.dir).sort());
  });
});

describe('images of docker-compose.yml (issue 20 items 3 and 5; no container engine here: built by CI or a team)', () => {
  const dockerfile = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const copySources = (text: string) =>
    [...text.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)].flatMap((match) => (match[1] ?? '').split(' '));

  it('the app host and the provider run the app image, built from server/Dockerfile, with no source tree mounted', () => {
    for (const name of ['server', 'idp']) {
      expect(services[name]?.build, name).toEqual({ context: '.', dockerfile: 'server/Dockerfile' });
      expect(services[name]?.volumes, name).toBeUndefined();
    }
    const text = dockerfile('server/Dockerfile');
    expect(text).toMatch(/^FROM node:22-bookworm-slim AS build$/m);
    expect(text).toContain('pnpm install --frozen-lockfile');
    expect(text).toMatch(/--filter @port\/server --prod deploy/);
    expect(text).toMatch(/^COPY --from=build .*\/out \/app$/m);
    for (const source of copySources(text)) if (source !== '.') expect(existsSync(path.join(root, source)), source).toBe(true);
  });

  const nginxDockerfile = dockerfile('tools/nginx/Dockerfile');
  /** The instructions of one stage of tools/nginx/Dockerfile (`FROM … AS <stage>` up to the next FROM). */
  const stage = (name: string) => {
    const from = nginxDockerfile.search(new RegExp(`^FROM \\S+ AS ${name}$`, 'm'));
    expect(from, `stage ${name}`).toBeGreaterThanOrEqual(0);
    const next = nginxDockerfile.slice(from + 1).search(/^FROM /m);
    return nginxDockerfile.slice(from, next < 0 ? undefined : from + 1 + next);
  };

  it('each remote runs the one remote image (tools/nginx/Dockerfile, REMOTE = its folder), serving its published versions from the storage', () => {
    for (const remote of REMOTE_APPS) {
      const definition = services[remote.dir];
      expect(definition?.build, remote.dir).toEqual({
        context: '.',
        dockerfile: 'tools/nginx/Dockerfile',
        target: 'remote',
        args: { REMOTE: remote.dir, APP_ORIGIN: services.server?.environment?.APP_ORIGIN },
      });
      expect(definition?.image).toBe(`port-web/${remote.dir}`);
      expect(definition?.volumes).toEqual([
        `\${REMOTES_STORAGE:-./server/.data/remotes}/${remote.name}:/usr/share/nginx/html/${remote.name}:ro`,
      ]);
      expect(definition?.healthcheck?.test.join(' ')).toContain('/mf-manifest.json');
    }
    // One file for every remote: no remote folder keeps a Dockerfile of its own.
    for (const remote of REMOTE_APPS) expect(existsSync(path.join(root, remote.dir, 'Dockerfile')), remote.dir).toBe(false);
  });

  it('the remote stage copies the dist/ of the folder REMOTE names, and every other file it copies exists', () => {
    const remote = stage('remote');
    expect(remote).toMatch(/^ARG REMOTE$/m);
    expect(copySources(remote)).toContain('${REMOTE}/dist/');
    for (const source of copySources(nginxDockerfile).filter((s) => !s.includes('${REMOTE}')))
      expect(existsSync(path.join(root, source)), source).toBe(true);
  });

  /** The remote stage's RUN (the REMOTE check, the CORS sed and its grep), run by bash on a copy of remote.conf. */
  const runRemoteStep = (env: Record<string, string>) => {
    const run = /^RUN (test -n .*?)\s*\\\n\s*&& (sed -i .*?)\s*\\\n\s*&& (grep -qF .*?) \\$/ms.exec(stage('remote'));
    expect(run, 'the RUN test … && sed … && grep … line').not.toBeNull();
    const conf = path.join(mkdtempSync(path.join(tmpdir(), 'remote-conf-')), 'default.conf');
    writeFileSync(conf, readFileSync(path.join(root, 'tools/nginx/remote.conf')));
    const script = `${run?.[1]} && ${run?.[2]} && ${run?.[3]}`.replaceAll('/etc/nginx/conf.d/default.conf', conf);
    execFileSync('bash', ['-c', script], { env: { ...process.env, ...env }, stdio: 'pipe' });
    return readFileSync(conf, 'utf8');
  };

  it("a remote image's CORS origin is the APP_ORIGIN build argument (its sed runs on tools/nginx/remote.conf)", () => {
    const conf = runRemoteStep({ REMOTE: 'mfe-tsf', APP_ORIGIN: 'https://app.example.com' });
    expect(conf).toContain('set $port_app_origin "https://app.example.com";');
  });

  it('a remote image without the REMOTE build argument fails its build, saying which argument is missing', () => {
    const failure = (() => {
      try {
        runRemoteStep({ REMOTE: '', APP_ORIGIN: 'https://app.example.com' });
        return null;
      } catch (error) {
        return error as { status: number; stderr: Buffer };
      }
    })();
    expect(failure?.status).toBe(1);
    expect(String(failure?.stderr)).toContain('the remote image needs --build-arg REMOTE=<folder>');
  });

  it("the proxy serves the shell of the published app image (its replicas' files), never a mounted checkout (issue 20)", () => {
    const proxy = services.proxy;
    expect(proxy?.build).toEqual({
      context: '.',
      dockerfile: 'tools/nginx/Dockerfile',
      target: 'app-proxy',
      additional_contexts: { 'app-image': 'service:server' },
    });
    expect(proxy?.volumes).toBeUndefined();
    const appProxy = stage('app-proxy');
    expect(appProxy).toContain('COPY tools/nginx/app-proxy.conf /etc/nginx/conf.d/default.conf');
    // The app image keeps the shell where the proxy copies it from (server/Dockerfile: SHELL_DIST).
    const copied = /^COPY --from=app-image (\S+)\/ \/usr\/share\/nginx\/html\/$/m.exec(appProxy)?.[1];
    expect(copied).toBe('/app/shell-dist');
    const server = dockerfile('server/Dockerfile');
    expect(server).toMatch(new RegExp(`^ENV .*SHELL_DIST=${copied}(\\s|$)`, 'm'));
    expect(server).toContain('cp -r shell/dist /out/shell-dist');
    expect(server).toMatch(/^COPY --from=build .*\/out \/app$/m);
    // Nothing in the repository's compose file mounts a build output.
    for (const [name, definition] of Object.entries(services))
      for (const volume of definition.volumes ?? []) expect(volume, name).not.toMatch(/\/dist(:|$)/);
  });
});
