export const ADVISOR_MESSAGES = {
  title: 'ผู้แนะนำการลงทุนของคุณ',
  license: 'เลขที่ใบอนุญาต',
  tel: 'โทร',
  email: 'อีเมล',
  line: 'LINE',
  noAdvisor: 'ยังไม่มีผู้แนะนำการลงทุนประจำตัว',
  /** Review item 7: "ระดับ" is the customer tier's word alone (the summary's badge); this is the service. */
  serviceLevel: 'บริการ',
  serviceLevelTitle: 'บริการของคุณ',
} as const;
