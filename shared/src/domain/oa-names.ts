/** Name matching for the bank account step (issue 11): the account must be in the customer's own name. */

const THAI_TITLES = ['นางสาว', 'นาง', 'นาย', 'น.ส.', 'ด.ช.', 'ด.ญ.'];
const EN_TITLES = ['mr', 'mrs', 'ms', 'miss', 'dr'];

/**
 * Lower case, no dots or extra spaces, no title: 'นาย สมชาย  ใจดี' → 'สมชาย ใจดี',
 * 'Mr. Somchai JAIDEE' → 'somchai jaidee'.
 */
export function normaliseName(name: string): string {
  let text = name.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  for (const title of THAI_TITLES) {
    if (text.startsWith(title)) {
      text = text.slice(title.length).trim();
      break;
    }
  }
  const [first, ...rest] = text.split(' ');
  if (first && rest.length && EN_TITLES.includes(first.replace(/\.$/, ''))) text = rest.join(' ');
  return text.replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

export interface PersonNames {
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
}

/** The account name matches the Thai or the English full name, ignoring titles, case and spacing. */
export function accountNameMatches(accountName: string, names: PersonNames): boolean {
  const given = normaliseName(accountName);
  if (!given) return false;
  const th = normaliseName(`${names.firstNameTh} ${names.lastNameTh}`);
  const en = normaliseName(`${names.firstNameEn} ${names.lastNameEn}`);
  return given === th || given === en;
}
