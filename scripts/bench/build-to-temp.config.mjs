// scripts/rspack.all.mjs (the six apps in one multi-compiler, exactly as `node scripts/build.mjs`
// runs it) with each app's output moved below $BENCH_BUILD_OUT, so timing a cold build never
// deletes the dist folders a running stack or e2e suite of someone else is serving.
import path from 'node:path';
import configs from '../rspack.all.mjs';

const outRoot = process.env.BENCH_BUILD_OUT;
if (!outRoot) throw new Error('build-to-temp.config.mjs needs BENCH_BUILD_OUT');

export default configs.map((config) => ({ ...config, output: { ...config.output, path: path.join(outRoot, config.name) } }));
