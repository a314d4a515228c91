import type { FastifyPluginAsync } from 'fastify';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { aaDisclaimerFileSchema, type AaDisclaimerFile } from '@port/shared/contracts/automatic-allocation';
import type { RouteDeps } from '../route-deps';
import type { ZodTypeProvider } from '../../http/zod-type-provider';

const AA_DISCLAIMER: AaDisclaimerFile = {
  data: {
    description:
      'การจัดสรรการลงทุนอัตโนมัติ (AA) จะปรับสัดส่วนกองทุนในแผนให้ตรงกับพอร์ตต้นแบบโดยอัตโนมัติ ' +
      'ซึ่งอาจมีการขายและซื้อหน่วยลงทุนตามรอบการปรับพอร์ต การลงทุนมีความเสี่ยง ผู้ลงทุนควรทำความเข้าใจ' +
      'ลักษณะสินค้า เงื่อนไขผลตอบแทน และความเสี่ยงก่อนตัดสินใจลงทุน ผลการดำเนินงานในอดีตมิได้เป็นสิ่งยืนยันถึงผลการดำเนินงานในอนาคต',
  },
};

/** The content host's static files, served by the app host (spec §7 "static JSON AA disclaimer"). */
const contentRoutes: FastifyPluginAsync<RouteDeps> = async (app) => {
  // The file is the content itself, not a `{ data }` answer of an API call.
  const schema = { response: { 200: aaDisclaimerFileSchema } };
  app.withTypeProvider<ZodTypeProvider>().get(otherPaths.aaDisclaimer, { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return AA_DISCLAIMER;
  });
};

export default contentRoutes;
