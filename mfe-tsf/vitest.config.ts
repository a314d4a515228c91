import { frontEndProject } from '../shared/vitest-front-end';

export default frontEndProject('mfe-tsf');
