export const ARTICLE_MESSAGES = {
  title: 'บทความแนะนำ',
  loadFailed: 'ไม่สามารถโหลดบทความได้',
  empty: 'ยังไม่มีบทความแนะนำ',
} as const;

/** The cms tag of the dashboard's recommended articles (general investment reading). */
export const DASHBOARD_ARTICLE_TAG = 'investment';
