export const ARTICLE_MESSAGES = {
  title: 'บทความแนะนำ',
  loadFailed: 'ไม่สามารถโหลดบทความได้',
  empty: 'ยังไม่มีบทความแนะนำ',
} as const;

/** The cms tag of the dashboard's recommended articles. */
export const DASHBOARD_ARTICLE_TAG = 'dashboard';
