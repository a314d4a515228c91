/**
 * Thai market holidays as data (issue 8): the days the Stock Exchange of Thailand and the
 * financial institutions under the Bank of Thailand are closed, besides Saturdays and Sundays.
 * Fund orders are traded, priced and settled on the days both are open.
 *
 * Sources: SET "Holiday" calendar (https://www.set.or.th/en/about/event-calendar/holiday) and the
 * BOT "Financial Institutions Holiday" list (https://www.bot.or.th/en/financial-institutions-holiday.html).
 * 2026 was written from the published calendar but not re-checked against those pages when it was
 * entered (no access then): check it once. 2027 is PROVISIONAL (fixed-date holidays, their weekend
 * substitutes and the lunar Buddhist holidays as expected) and must be checked against the official
 * list when it is announced (README feature table). Special holidays the Cabinet adds later must be
 * added here.
 */
export interface ThaiHoliday {
  /** 'YYYY-MM-DD' in Asia/Bangkok. */
  date: string;
  name_th: string;
}

export const THAI_HOLIDAYS_SOURCE = {
  2026: 'SET / BOT holiday calendar 2026 (to be re-checked against the source pages once)',
  2027: 'PROVISIONAL: to be checked against the SET / BOT 2027 announcement',
} as const;

export const THAI_HOLIDAYS: readonly ThaiHoliday[] = [
  { date: '2026-01-01', name_th: 'วันขึ้นปีใหม่' },
  { date: '2026-03-03', name_th: 'วันมาฆบูชา' },
  { date: '2026-04-06', name_th: 'วันพระบาทสมเด็จพระพุทธยอดฟ้าจุฬาโลกมหาราชและวันที่ระลึกมหาจักรีบรมราชวงศ์' },
  { date: '2026-04-13', name_th: 'วันสงกรานต์' },
  { date: '2026-04-14', name_th: 'วันสงกรานต์' },
  { date: '2026-04-15', name_th: 'วันสงกรานต์' },
  { date: '2026-05-01', name_th: 'วันแรงงานแห่งชาติ' },
  { date: '2026-05-04', name_th: 'วันฉัตรมงคล' },
  { date: '2026-06-01', name_th: 'วันหยุดชดเชยวันวิสาขบูชา' },
  { date: '2026-06-03', name_th: 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี' },
  { date: '2026-07-28', name_th: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว' },
  { date: '2026-07-29', name_th: 'วันอาสาฬหบูชา' },
  { date: '2026-08-12', name_th: 'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ' },
  { date: '2026-10-13', name_th: 'วันนวมินทรมหาราช' },
  { date: '2026-10-23', name_th: 'วันปิยมหาราช' },
  { date: '2026-12-07', name_th: 'วันหยุดชดเชยวันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ' },
  { date: '2026-12-10', name_th: 'วันรัฐธรรมนูญ' },
  { date: '2026-12-31', name_th: 'วันสิ้นปี' },
  // 2027: provisional (see above).
  { date: '2027-01-01', name_th: 'วันขึ้นปีใหม่' },
  { date: '2027-02-22', name_th: 'วันหยุดชดเชยวันมาฆบูชา' },
  { date: '2027-04-06', name_th: 'วันพระบาทสมเด็จพระพุทธยอดฟ้าจุฬาโลกมหาราชและวันที่ระลึกมหาจักรีบรมราชวงศ์' },
  { date: '2027-04-13', name_th: 'วันสงกรานต์' },
  { date: '2027-04-14', name_th: 'วันสงกรานต์' },
  { date: '2027-04-15', name_th: 'วันสงกรานต์' },
  { date: '2027-05-03', name_th: 'วันหยุดชดเชยวันแรงงานแห่งชาติ' },
  { date: '2027-05-04', name_th: 'วันฉัตรมงคล' },
  { date: '2027-05-20', name_th: 'วันวิสาขบูชา' },
  { date: '2027-06-03', name_th: 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี' },
  { date: '2027-07-19', name_th: 'วันหยุดชดเชยวันอาสาฬหบูชา' },
  { date: '2027-07-28', name_th: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว' },
  { date: '2027-08-12', name_th: 'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ' },
  { date: '2027-10-13', name_th: 'วันนวมินทรมหาราช' },
  { date: '2027-10-25', name_th: 'วันหยุดชดเชยวันปิยมหาราช' },
  { date: '2027-12-06', name_th: 'วันหยุดชดเชยวันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ' },
  { date: '2027-12-10', name_th: 'วันรัฐธรรมนูญ' },
  { date: '2027-12-31', name_th: 'วันสิ้นปี' },
];

/** Years whose holidays are listed; outside them only weekends are known. */
export const THAI_HOLIDAY_YEARS = [2026, 2027] as const;
