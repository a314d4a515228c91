import { fndsFooterSchema, fndsHeaderSchema, type FndsFooter, type FndsLink } from '@port/shared/contracts/fnds';

// The zod side of the header and footer calls (spec §7 /api/fnds): loaded beside the call, not
// before the shell's first paint (issue 19 item 2); until then the built-in menu and footer show.

/** The header's menus; links that break the contract are left out; null when none is usable. */
export function parseFndsMenus(raw: unknown): FndsLink[] | null {
  const menus = fndsHeaderSchema.shape.menus.element;
  const list = typeof raw === 'object' && raw !== null ? (raw as { menus?: unknown }).menus : undefined;
  if (!Array.isArray(list)) return null;
  const valid = list.flatMap((item) => {
    const parsed = menus.safeParse(item);
    return parsed.success && parsed.data.label.trim() !== '' ? [parsed.data] : [];
  });
  return valid.length ? valid : null;
}

/** The footer's texts and links (links that break the contract are left out); null without the texts. */
export function parseFndsFooter(raw: unknown): FndsFooter | null {
  const texts = fndsFooterSchema.omit({ links: true }).safeParse(raw);
  if (!texts.success) return null;
  const links = (raw as { links?: unknown }).links;
  const link = fndsFooterSchema.shape.links.element;
  return {
    ...texts.data,
    links: (Array.isArray(links) ? links : []).flatMap((item) => {
      const parsed = link.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
