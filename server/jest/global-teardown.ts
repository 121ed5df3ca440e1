// jest (jest.config.js): the run's template database, dropped after the last test file
export { dropTemplateDatabase as default } from '../src/testing/template-database';
