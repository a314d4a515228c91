export const ADVISOR_MESSAGES = {
  title: 'ผู้แนะนำการลงทุนของคุณ',
  license: 'เลขที่ใบอนุญาต',
  tel: 'โทร',
  email: 'อีเมล',
  line: 'LINE',
  noAdvisor: 'ยังไม่มีผู้แนะนำการลงทุนประจำตัว',
  serviceLevel: 'ระดับบริการ',
  serviceLevelTitle: 'ระดับบริการของคุณ',
} as const;
