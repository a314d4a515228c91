/**
 * Where the tax-saving rules come from (issue 10 item 4). Each row of a tax-year table names the
 * authority whose rule it is (the Revenue Department or the SEC) and what it was compared with.
 *
 * Honest note on the checks: the tables were written from published summaries of those rules
 * (the SET's setinvestnow.com, 14 May 2025; Krungsri, 25 Apr 2025). The Revenue Department's and
 * the SEC's own pages were NOT read: the sessions that wrote and reviewed these tables had no web
 * access (only the npm registry). `url` is the authority's site where the rule is published, not a
 * page that was opened. Check every row against rd.go.th / sec.or.th before relying on it.
 */
export interface RuleSource {
  authority: 'กรมสรรพากร' | 'สำนักงาน ก.ล.ต.';
  title: string;
  url: string;
  /** The published summary the row was written from, or null when no source was compared (a provisional row). */
  checkedWith: string | null;
}

const SET_SUMMARY =
  'https://www.setinvestnow.com/th/knowledge/article/669-tsi-tax-benefits-switching-ltf-to-thai-esgx-sustainable';
const KRUNGSRI_SUMMARY = 'https://www.krungsri.com/th/krungsri-the-coach/taxes/tax-knowledge/thai-esg-extra-fund';

export const RD: RuleSource = {
  authority: 'กรมสรรพากร',
  title: 'ค่าลดหย่อนภาษีเงินได้บุคคลธรรมดา',
  url: 'https://www.rd.go.th/',
  checkedWith: SET_SUMMARY,
};

export const SEC_TESG: RuleSource = {
  authority: 'สำนักงาน ก.ล.ต.',
  title: 'กองทุนรวมไทยเพื่อความยั่งยืน (Thai ESG / Thai ESGX)',
  url: 'https://www.sec.or.th/',
  checkedWith: KRUNGSRI_SUMMARY,
};

/** A rule for a year whose terms were not announced when the table was written: no summary to compare with. */
export const RD_NOT_ANNOUNCED: RuleSource = {
  authority: 'กรมสรรพากร',
  title: 'ค่าลดหย่อนภาษีเงินได้บุคคลธรรมดา (เกณฑ์ปี 2570 ยังไม่ได้ตรวจสอบ)',
  url: 'https://www.rd.go.th/',
  checkedWith: null,
};

/**
 * Shown under every table (Thai): what the customer reads is about the figures (their sources, the
 * as-of date beside it, and to check with the Revenue Department), never about who wrote them
 * (issue 17 item 2). How they were checked is the header of this file.
 */
export const RULES_CHECK_NOTE =
  'ตัวเลขในตารางสรุปจากเกณฑ์ที่เผยแพร่ตามแหล่งที่มาของแต่ละรายการ อาจไม่ครบทุกเงื่อนไข โปรดตรวจสอบกับกรมสรรพากรก่อนใช้สิทธิ';
