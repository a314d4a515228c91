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
        z.object({ context: z.string(), dockerfile: z.string(), args: z.record(z.string(), z.string()).optional() }),
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

describe('images of docker-compose.yml (issue 20 item 5; no container engine here: built by CI or a team)', () => {
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

  it('each remote runs its own image from its folder, serving its published versions from the storage', () => {
    for (const remote of REMOTE_APPS) {
      const definition = services[remote.dir];
      expect(definition?.build, remote.dir).toMatchObject({ context: '.', dockerfile: `${remote.dir}/Dockerfile` });
      expect(definition?.volumes).toEqual([
        `\${REMOTES_STORAGE:-./server/.data/remotes}/${remote.name}:/usr/share/nginx/html/${remote.name}:ro`,
      ]);
      expect(definition?.healthcheck?.test.join(' ')).toContain('/mf-manifest.json');
    }
  });

  it("every remote's Dockerfile is mfe-tsf's with its own folder and name, and copies files that exist", () => {
    const template = dockerfile('mfe-tsf/Dockerfile');
    for (const remote of REMOTE_APPS) {
      const expected = template
        .replaceAll('mfe-tsf', remote.dir)
        .replaceAll('/tsf/', `/${remote.name}/`)
        .replaceAll('/html/tsf ', `/html/${remote.name} `)
        .replaceAll('REMOTE_TSF_URL', `REMOTE_${remote.name.toUpperCase()}_URL`)
        .replaceAll('remote:check tsf', `remote:check ${remote.name}`);
      expect(dockerfile(`${remote.dir}/Dockerfile`), remote.dir).toBe(expected);
    }
    for (const source of copySources(template).filter((s) => !s.includes('dist')))
      expect(existsSync(path.join(root, source)), source).toBe(true);
  });

  it("a remote image's CORS origin is the APP_ORIGIN build argument (its sed runs on tools/nginx/remote.conf)", () => {
    const run = /^RUN (sed -i .*?)\s*\\\n\s*&& (grep -qF .*?) \\$/ms.exec(dockerfile('mfe-tsf/Dockerfile'));
    expect(run, 'the RUN sed … && grep … line').not.toBeNull();
    const conf = path.join(mkdtempSync(path.join(tmpdir(), 'remote-conf-')), 'default.conf');
    writeFileSync(conf, readFileSync(path.join(root, 'tools/nginx/remote.conf')));
    const script = `${run?.[1]} && ${run?.[2]}`.replaceAll('/etc/nginx/conf.d/default.conf', conf);
    execFileSync('bash', ['-c', script], { env: { ...process.env, APP_ORIGIN: 'https://app.example.com' } });
    expect(readFileSync(conf, 'utf8')).toContain('set $port_app_origin "https://app.example.com";');
  });
});
