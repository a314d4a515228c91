import { z } from 'zod';
import { idSchema, moneySchema, riskLevelSchema } from './common';
import { fundTaxTypeSchema, planTypeSchema } from './enums';
import { fundSchema } from './fund';

/** Plan-select catalogue, hybrid/v1/plan-select/* (spec §7; payloads not shown, shapes ours). */

export const planTypeCardSchema = z.object({
  plan_type: planTypeSchema,
  name: z.string(),
  description: z.string(),
  badge_url: z.string(),
  suggested_risk_level: riskLevelSchema,
  min_initial: moneySchema,
  highlights: z.array(z.string()),
});
export type PlanTypeCard = z.infer<typeof planTypeCardSchema>;

/** GET plan-select/plan-list: every plan type card. GET plan-select/info/{planType}: one card. */
export const planTypeCardListSchema = z.array(planTypeCardSchema);

export const playlistSummarySchema = z.object({ playlist_type: idSchema, title: z.string() });
export const slaSummarySchema = z.object({ sla_type: idSchema, name_th: z.string() });

/** GET plan-select/overview. */
export const planSelectOverviewSchema = z.object({
  title: z.string(),
  plan_types: z.array(planTypeCardSchema),
  playlists: z.array(playlistSummarySchema),
  slas: z.array(slaSummarySchema),
});
export type PlanSelectOverview = z.infer<typeof planSelectOverviewSchema>;

/** GET plan-select/playlist/{playlistType}. */
export const playlistSchema = z.object({
  playlist_type: idSchema,
  title: z.string(),
  description: z.string(),
  fund_tax_type: fundTaxTypeSchema.nullable(),
  fund_shortcodes: z.array(z.string()),
  funds: z.array(fundSchema),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** GET plan-select/sla/{slaType}. min_aum in THB. */
export const slaSchema = z.object({
  sla_type: idSchema,
  name_th: z.string(),
  description: z.string(),
  min_aum: moneySchema,
  benefits: z.array(z.string()),
});
export type Sla = z.infer<typeof slaSchema>;
