import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { fndsFooterSchema, fndsHeaderSchema, type FndsFooter, type FndsHeader } from '@port/shared/contracts/fnds';
import type { RouteDeps } from '../route-deps';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { siteUrl, supportEmail } from '../../platform/site-links';

const header = (): FndsHeader => ({
  menus: [
    { label: 'หน้าหลัก', url: '/' },
    { label: 'พอร์ตของฉัน', url: '/dashboard' },
    { label: 'เลือกแผนลงทุน', url: '/plan-select' },
    { label: 'กองทุนลดหย่อนภาษี', url: '/tax-saving-fund' },
  ],
  search_url: siteUrl('search?q='),
});

const footer = (): FndsFooter => ({
  company_name: 'บริษัทหลักทรัพย์นายหน้าซื้อขายหน่วยลงทุน พอร์ต จำกัด',
  address: '999 อาคารตัวอย่าง ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพฯ 10500',
  tel: '02-000-0000',
  email: supportEmail(),
  links: [
    { label: 'นโยบายความเป็นส่วนตัว', url: siteUrl('privacy') },
    { label: 'ข้อกำหนดการใช้งาน', url: siteUrl('terms') },
  ],
  copyright: '© บริษัท พอร์ต จำกัด สงวนลิขสิทธิ์',
});

/**
 * /api/fnds: data for the header and footer components (spec §7 "Header and footer call /api/fnds");
 * links and the support address from MAIN_SITE_URL / SUPPORT_EMAIL (platform/site-links.ts).
 */
const fndsRoutes: FastifyPluginAsync<RouteDeps> = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(otherPaths.fndsHeader, { schema: { response: dataReply(fndsHeaderSchema) } }, async () => ({ data: header() }));
  api.get(otherPaths.fndsFooter, { schema: { response: dataReply(fndsFooterSchema) } }, async () => ({ data: footer() }));
};

export default fndsRoutes;
