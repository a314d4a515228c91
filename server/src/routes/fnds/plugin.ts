import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';

// The header/footer payloads are not shown in spec §7 and have no shared contract yet: local shapes.
type Link = { label: string; url: string };
type FndsHeader = { menus: Link[]; search_url: string };
type FndsFooter = { company_name: string; address: string; tel: string; email: string; links: Link[]; copyright: string };

const HEADER: FndsHeader = {
  menus: [
    { label: 'หน้าหลัก', url: '/' },
    { label: 'พอร์ตของฉัน', url: '/dashboard' },
    { label: 'เลือกแผนลงทุน', url: '/plan-select' },
    { label: 'กองทุนลดหย่อนภาษี', url: '/tax-saving-fund' },
  ],
  search_url: 'https://www.example.co.th/search?q=',
};

const FOOTER: FndsFooter = {
  company_name: 'บริษัทหลักทรัพย์นายหน้าซื้อขายหน่วยลงทุน พอร์ต จำกัด',
  address: '999 อาคารตัวอย่าง ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพฯ 10500',
  tel: '02-000-0000',
  email: 'support@port.example.co.th',
  links: [
    { label: 'นโยบายความเป็นส่วนตัว', url: 'https://www.example.co.th/privacy' },
    { label: 'ข้อกำหนดการใช้งาน', url: 'https://www.example.co.th/terms' },
  ],
  copyright: '© บริษัท พอร์ต จำกัด สงวนลิขสิทธิ์',
};

/** /api/fnds: data for the header and footer components (spec §7 "Header and footer call /api/fnds"). */
const fndsRoutes: FastifyPluginAsync<RouteDeps> = async (app) => {
  app.get('/header', async () => ({ data: HEADER }));
  app.get('/footer', async () => ({ data: FOOTER }));
};

export default fndsRoutes;
