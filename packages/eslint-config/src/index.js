// Arena's one ESLint flat config: `export default arena(import.meta.dirname)` in the root eslint.config.mjs.
import './typescript-api.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { boundaries } from './boundaries.js';

const TS = ['**/*.{ts,tsx}'];
const JS = ['**/*.{js,mjs,cjs}'];
// React code: the apps' and the packages' sources (not the server, not Playwright)
const REACT = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx,js}', '**/__tests__/**', '**/test/**', '**/testing/**', '**/e2e/**'];
// code that runs in node: the server, Playwright specs and configs, and every plain JS file (build and
// test configs, presets, scripts)
const NODE = ['server/**', '**/e2e/**', '**/playwright.config.ts', ...JS];
// JS is CommonJS where no package.json says "type": "module"
const ESM_JS = ['**/*.mjs', 'packages/eslint-config/**/*.js', 'eslint.config.mjs'];

/** @param {string} root the repository root (where the workspaces' package.json is) */
export function arena(root) {
  return tseslint.config(
    { ignores: ['**/dist/**', '**/.turbo/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**'] },
    js.configs.recommended,
    {
      files: TS,
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
      rules: {
        // `_name` marks an argument a signature needs but the body does not use
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
        // Fastify plugins, hooks and handlers are async by contract (the returned promise is how they
        // finish or answer), as are testing-library's act/waitFor callbacks: an async function without
        // an await is no bug here
        '@typescript-eslint/require-await': 'off',
        // React ignores what an event handler returns, so an async onClick/onSubmit is fine; promises
        // handed anywhere else that expects a void callback are still reported
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        // passing a caught error on as it came (`.then(ok, reject)`, `catch (e) { return Promise.reject(e) }`)
        '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      },
    },
    { files: JS, extends: [tseslint.configs.disableTypeChecked] },
    { files: ['**/*.{js,cjs}'], ignores: ESM_JS, languageOptions: { sourceType: 'commonjs' } },
    { languageOptions: { globals: globals.browser } },
    { files: NODE, languageOptions: { globals: globals.node } },
    {
      files: TESTS,
      languageOptions: { globals: { ...globals.jest, ...globals.node } },
      rules: {
        // tests read the wire as JSON (`res.json()`, mock.calls) to assert on exactly what was sent;
        // the production code keeps these rules
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        // `expect(service.method).toHaveBeenCalled()` passes a method without calling it
        '@typescript-eslint/unbound-method': 'off',
        // `jest.resetModules()` then `require()` gives a test a fresh module registry
        '@typescript-eslint/no-require-imports': 'off',
        // Playwright reads a test's fixtures from its first parameter: `async ({}, testInfo) =>` uses none
        'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      },
    },
    {
      files: REACT,
      plugins: { 'react-hooks': reactHooks },
      // the two rules of hooks; the React Compiler rules of the plugin's newer presets are left out:
      // the repo does not use the compiler, and they cost about a third of the lint time
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    { files: REACT, ...jsxA11y.flatConfigs.recommended },
    {
      // the remotes' and the packages' headings take their size from the brand type scale, never ad hoc
      files: ['mf-*/src/**/*.tsx', 'packages/*/src/**/*.tsx'],
      ignores: TESTS,
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "JSXOpeningElement[name.name='Heading'] > JSXAttribute[name.name='size']",
            message: 'Size a heading by the type scale: textStyle="pageTitle", "sectionTitle" or "subsectionTitle" (packages/ui/src/typography.ts).',
          },
        ],
      },
    },
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            // one tsconfig per workspace, by design
            project: [`${root}/*/tsconfig.json`, `${root}/packages/*/tsconfig.json`],
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: { 'import-x/no-cycle': 'error' },
    },
    boundaries(root),
  );
}
