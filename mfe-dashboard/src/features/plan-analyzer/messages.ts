export const PLAN_ANALYZER_MESSAGES = {
  title: 'สัดส่วนการลงทุนของแผนนี้',
} as const;
