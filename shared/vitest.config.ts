import { frontEndProject } from './vitest-front-end';

export default frontEndProject('shared');
