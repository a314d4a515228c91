import { frontEndProject } from '../shared/vitest-front-end';

export default frontEndProject('shell', { setupFile: './src/test-support/setup.ts' });
