/** Business constants of spec §9. */
export const HTTP_TIMEOUT_MS = 60_000;
export const PLAN_LIST_CACHE_MS = 300_000;
export const ARTICLE_DEFAULT_PAGE = 1;
export const ARTICLE_DEFAULT_LIMIT = 4;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
export const LOADING_MIN_DELAY_MS = 200;
export const ROUTE_TRACKING_DELAY_MS = 250;
export const TIME_ZONE = 'Asia/Bangkok';
export const LOCALE = 'th-TH';
/** Tax fund sort order of outstandings (spec §5, §9). */
export const TAX_FUND_SORT_ORDER = ['ssf', 'rmf'] as const;
