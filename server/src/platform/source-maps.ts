/**
 * `x.js.map` (and precompressed copies): never served by any origin (issue 21 item 2). The build
 * keeps maps out of dist/ (tools/rspack/hidden-source-maps.mjs); this refuses any left there.
 */
export const isSourceMap = (pathName: string) => /\.map(\.br|\.gz)?$/i.test(pathName);
