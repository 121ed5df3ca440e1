// jest (jest.config.js): the run's template database, made before any test file starts
export { createTemplateDatabase as default } from '../src/testing/template-database';
