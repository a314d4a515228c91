// The app's error codes, Thai default messages and source tag, apart from the zod schemas of
// ./common.ts: the shared http client, the UI store and HttpError run in the shell's first load,
// which does not load zod (issue 19 item 2).

/** Error codes used across the app. '90' and '92' come from spec §8; the others are ours. */
export const ERROR_CODES = {
  MAINTENANCE: '90',
  OVER_CAPACITY: '92',
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  PLAN_NOT_FOUND: 'PLAN_NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF: 'CSRF',
  CONFLICT: 'CONFLICT',
  UPSTREAM: 'UPSTREAM',
  INTERNAL: 'INTERNAL',
  BAD_RESPONSE: 'BAD_RESPONSE',
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Thai default messages (spec §8). */
export const ERROR_MESSAGES = {
  DEFAULT: 'เกิดข้อผิดพลาด',
  TOAST_TITLE: 'เกิดข้อผิดพลาดขึ้น',
  TOAST_DESCRIPTION: 'กรุณาลองใหม่ในภายหลัง',
  PLAN_NOT_FOUND: 'ไม่พบข้อมูลแผน',
  NOT_FOUND: 'ไม่พบข้อมูล',
  VALIDATION: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
  UNAUTHORIZED: 'กรุณาเข้าสู่ระบบ',
  FORBIDDEN: 'ไม่มีสิทธิ์เข้าถึงข้อมูลนี้',
  CSRF: 'คำขอไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
  CONFLICT: 'ข้อมูลมีการเปลี่ยนแปลง กรุณาลองใหม่อีกครั้ง',
  MAINTENANCE: 'ระบบอยู่ระหว่างปรับปรุง',
  OVER_CAPACITY: 'ขณะนี้มีผู้ใช้งานจำนวนมาก กรุณาลองใหม่ในภายหลัง',
  BAD_RESPONSE: 'ข้อมูลจากระบบไม่ถูกต้อง กรุณาลองใหม่ในภายหลัง',
  NETWORK: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาลองใหม่ในภายหลัง',
  PAGE_NOT_FOUND_TITLE: 'หน้านี้หายไปแล้ว',
} as const;

/** Source tag sent with mutations (spec §7). */
export const SOURCE = 'port-web' as const;
