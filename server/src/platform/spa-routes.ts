/** The routes of spec §2 the shell renders; any other page path is a real 404 (for crawlers too). */
const PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/login$/,
  /^\/auth\/callback$/,
  /^\/dashboard$/,
  /^\/dashboard\/analyzer(\/(overview|mutual-funds))?$/,
  /^\/dashboard\/(omnibus|segregate)$/,
  /^\/dashboard\/omnibus\/[^/]+(\/(automatic-allocation|proposal-order))?$/,
  /^\/dashboard\/segregate\/[^/]+(\/proposal-order)?$/,
  /^\/dashboard\/(omnibus|segregate)\/[^/]+\/contact$/,
  /^\/dashboard\/plan-id(\/[^/]+)?$/,
  /^\/error$/,
  /^\/maintenance$/,
  /^\/oa-landing(\/create)?$/,
  /^\/oa-landing\/renew\/(suitability|kyc|id-card)$/,
  /^\/over-capacity$/,
  /^\/plan-select$/,
  /^\/plan-select\/plans$/,
  /^\/plan-select\/plans\/[^/]+(\/(create|review))?$/,
  /^\/plan-select\/playlists\/[^/]+$/,
  /^\/plan-select\/sla\/[^/]+$/,
  /^\/tax-saving-fund$/,
  /^\/unitholder(\/[^/]+)?$/,
];

export function isSpaRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PATTERNS.some((pattern) => pattern.test(clean));
}
