import { z } from 'zod';
import { idSchema } from './common';

/**
 * A call-back request to the distributor (issue 22; ours, not in spec §7): what the customer asks
 * about, the plan concerned, the number to call and when. Lengths are bounded here; the rules a
 * customer reads (phone format, message length) are `shared/domain/contact-request`, enforced by the server.
 */
export const CONTACT_TOPICS = ['PRA_ERROR'] as const;
export const contactTopicSchema = z.enum(CONTACT_TOPICS);
export type ContactTopic = z.infer<typeof contactTopicSchema>;

export const CONTACT_TIMES = ['morning', 'afternoon', 'any'] as const;
export const contactTimeSchema = z.enum(CONTACT_TIMES);
export type ContactTime = z.infer<typeof contactTimeSchema>;

export const contactRequestBodySchema = z.object({
  topic: contactTopicSchema,
  plan_id: idSchema,
  phone: z.string().max(40),
  preferred_time: contactTimeSchema,
  message: z.string().max(2000).default(''),
  /** One request per key: a retried send records nothing twice. */
  idempotency_key: z.string().min(8).max(100),
  source: z.string().max(40).optional(),
});
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

export const contactRequestSchema = z.object({
  request_no: z.string(),
  topic: contactTopicSchema,
  plan_id: idSchema,
  phone: z.string(),
  preferred_time: contactTimeSchema,
  message: z.string(),
  status: z.enum(['received', 'closed']),
  created_at: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The distributor's contact details (deployment settings) and the customer's open requests, newest first. */
export const contactRequestsSchema = z.object({
  contact: z.object({ phone: z.string(), hours: z.string(), company_name: z.string() }),
  requests: z.array(contactRequestSchema),
});
export type ContactRequests = z.infer<typeof contactRequestsSchema>;
