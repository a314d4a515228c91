import { z } from 'zod';

/** A link we render: a same-site path or an http(s) URL (never javascript: or data:). */
export const safeLinkUrlSchema = z
  .string()
  .max(2000)
  .refine((url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//.test(url), 'ลิงก์ไม่ถูกต้อง');

export const fndsLinkSchema = z.object({ label: z.string().min(1).max(100), url: safeLinkUrlSchema });
export type FndsLink = z.infer<typeof fndsLinkSchema>;

/** GET /api/fnds/header (spec §7 "Header and footer components call /api/fnds"; shape ours). */
export const fndsHeaderSchema = z.object({
  menus: z.array(fndsLinkSchema),
  search_url: safeLinkUrlSchema,
});
export type FndsHeader = z.infer<typeof fndsHeaderSchema>;

/** GET /api/fnds/footer (shape ours). */
export const fndsFooterSchema = z.object({
  company_name: z.string(),
  address: z.string(),
  tel: z.string(),
  email: z.string(),
  links: z.array(fndsLinkSchema),
  copyright: z.string(),
});
export type FndsFooter = z.infer<typeof fndsFooterSchema>;
