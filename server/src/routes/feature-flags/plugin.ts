import { randomUUID } from 'node:crypto';
import { OpenFeature } from '@openfeature/server-sdk';
import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  featureFlagsSchema,
  type FeatureFlagName,
  type FeatureFlags,
} from '@port/shared/contracts/feature-flags';
import type { RouteDeps } from '../route-deps';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { FileFlagProvider } from './file-flag-provider';

/**
 * GET /api/feature-flags: every flag evaluated through OpenFeature for this visitor (spec §1). What
 * each product flag switches: docs/feature-flags.md.
 */
const featureFlagsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  const provider = new FileFlagProvider(config.FLAG_FILE);
  // A domain per app instance: tests build several apps with different flag files.
  const domain = `port-${randomUUID()}`;
  await OpenFeature.setProviderAndWait(domain, provider);
  const client = OpenFeature.getClient(domain);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: dataReply(featureFlagsSchema) };
  const evaluate = async (customerId: string | null): Promise<{ data: FeatureFlags }> => {
    const context = { targetingKey: customerId ?? 'anonymous' };
    const names = new Set<string>([...FEATURE_FLAG_NAMES, ...Object.keys(provider.values())]);
    const flags: FeatureFlags['flags'] = {};
    for (const name of names) {
      const raw = provider.values()[name];
      if (typeof raw === 'string') flags[name] = await client.getStringValue(name, '', context);
      else if (typeof raw === 'number') flags[name] = await client.getNumberValue(name, 0, context);
      // A product flag the file does not set takes its documented default (on); any other name, off.
      else flags[name] = await client.getBooleanValue(name, FEATURE_FLAG_DEFAULTS[name as FeatureFlagName] ?? false, context);
    }
    return { data: { flags } };
  };
  api.get(otherPaths.featureFlags, { schema }, async (request) => evaluate(request.customerId));
  // The trailing-slash twin answers as it did when this plugin was registered under a prefix.
  api.get(`${otherPaths.featureFlags}/`, { schema }, async (request) => evaluate(request.customerId));
};

export default featureFlagsRoutes;
