/**
 * Masked IDs, account numbers, phone numbers and amounts ('x-xxxx-xxxxx-70-8', '30,001–50,000')
 * must never break across lines (issue 11 review item 5): the text cut into pieces, odd indexes
 * are such runs. Joined, the pieces are the text.
 */
const RUN = /((?:[0-9x]+[-,.–/])+[0-9x]+)/u;

export function splitNumberRuns(text: string): string[] {
  return text.split(RUN);
}
