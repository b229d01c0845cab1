/** The api project's globalTeardown: removes the run's template database (template.ts). */
export { tearDown as default } from './template';
