import { z } from 'zod';
import { idSchema, isoDateSchema, moneySchema, percentSchema, riskLevelSchema } from './common';
import { fundTaxTypeSchema, planTypeSchema } from './enums';
import { recommendedFundSchema } from './fund';

/** Plan-select catalogue, hybrid/v1/plan-select/* (spec §7; payloads not shown, shapes ours). */

export const planTypeCardSchema = z.object({
  plan_type: planTypeSchema,
  name: z.string(),
  description: z.string(),
  badge_url: z.string(),
  suggested_risk_level: riskLevelSchema,
  /** The plan's minimum (baht) at the card's level: its suggested one, or the level asked of info/{id}. */
  min_initial: moneySchema,
  /** The minimum at each risk level 1–8 (index = level − 1), from shared/domain/plan-minimum (issue 17). */
  min_initial_by_level: z.array(moneySchema).length(8),
  /**
   * What the card promises (issue 17 item 4, the choice made): every type but tax-saving follows the
   * one risk ladder of shared/domain/plan-models, so a card promises only what the model at its
   * suggested level holds (no own choice of funds, no asset class the model lacks). A plan's level
   * is its ceiling: no model holds a fund above it; a plan whose level is edited takes that level's model.
   */
  highlights: z.array(z.string()),
});
export type PlanTypeCard = z.infer<typeof planTypeCardSchema>;

/** GET plan-select/plan-list: every plan type card. */
export const planTypeCardListSchema = z.array(planTypeCardSchema);

/** A fund of a model portfolio with its weight (%). */
export const modelFundSchema = z.object({
  fund_shortcode: z.string(),
  fund_name_th: z.string(),
  aimc_category_th: z.string(),
  risk_level: riskLevelSchema,
  weight: percentSchema,
});

/** The model portfolio a new plan of this type follows at one risk level (ours; issue 9). */
export const modelPreviewSchema = z.object({
  code: z.string(),
  title: z.string(),
  sub_title: z.string(),
  description: z.string(),
  risk_level: riskLevelSchema,
  risk_level_display: z.string(),
  annual_target: percentSchema,
  volatility: percentSchema,
  categories: z.array(z.object({ name: z.string(), weight: percentSchema })),
  funds: z.array(modelFundSchema),
});
export type ModelPreview = z.infer<typeof modelPreviewSchema>;

/** GET plan-select/info/{planType}?risk_level=N: the card and its model at that level (default: the suggested one). */
export const planTypeInfoQuerySchema = z.object({
  risk_level: z
    .string()
    .regex(/^[1-8]$/, 'ระดับความเสี่ยงต้องเป็น 1–8')
    .transform(Number)
    .optional(),
});
export const planTypeInfoSchema = planTypeCardSchema.extend({
  model: modelPreviewSchema,
  /** The signed-in customer's allowed fund risk (1–8, shared/domain/allowed-risk): the recommended level; null when signed out, never assessed or expired. */
  customer_risk_level: riskLevelSchema.nullable(),
  /** Signed in: whether the suitability assessment is current, expired or missing; null when signed out. */
  customer_risk_state: z.enum(['current', 'expired', 'none']).nullable(),
  /** Signed in: the assessment's last valid day (said when it has expired). */
  customer_suit_expiry: isoDateSchema.nullable(),
});
export type PlanTypeInfo = z.infer<typeof planTypeInfoSchema>;

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

/** A playlist fund with what people compare (issue 9): the recommended-fund facts (returns, fact sheet) and the AMC's name. */
export const playlistFundSchema = recommendedFundSchema.extend({ amc_name_th: z.string() });
export type PlaylistFund = z.infer<typeof playlistFundSchema>;

/** GET plan-select/playlist/{playlistType}. */
export const playlistSchema = z.object({
  playlist_type: idSchema,
  title: z.string(),
  description: z.string(),
  fund_tax_type: fundTaxTypeSchema.nullable(),
  fund_shortcodes: z.array(z.string()),
  funds: z.array(playlistFundSchema),
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
