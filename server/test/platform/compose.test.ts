import { existsSync, readFileSync } from 'node:fs';
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
    build: z.string().optional(),
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
      if (definition.build) expect(existsSync(path.join(root, definition.build, 'Dockerfile')), `${name}: build`).toBe(true);
    }
  });

  it('runs one service per remote of the remotes list, on its port (issue 20)', () => {
    for (const remote of REMOTE_APPS) expect(services[remote.dir]?.ports, remote.dir).toContain(`${remote.port}:80`);
    const remoteServices = Object.keys(services).filter((name) => name.startsWith('mfe-'));
    expect(remoteServices.sort()).toEqual(REMOTE_APPS.map((remote) => remote.dir).sort());
  });
});
