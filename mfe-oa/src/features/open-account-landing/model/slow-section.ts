/** How long a landing section may show its skeleton before it says so, with a retry (issue 11 review item 1). */
export const SLOW_SECTION_MS = 12_000;
