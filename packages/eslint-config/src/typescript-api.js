// typescript-eslint needs TypeScript's compiler API, which typescript@7 (the native tsc the repo
// type-checks with, hoisted to the root) no longer has. This package depends on typescript ~6.0, the
// last line with the API and the one typescript-eslint 8 supports; npm nests it here, but hoists
// helpers such as ts-api-utils to the root, where `require('typescript')` would find 7. So inside the
// ESLint process every `typescript` resolves to this package's copy. Import this module first.
import Module, { createRequire } from 'node:module';

const typescriptWithApi = createRequire(import.meta.url).resolve('typescript');
// node's CommonJS resolver, which its public types leave out
const loader = /** @type {typeof Module & { _resolveFilename: (request: string, ...rest: unknown[]) => string }} */ (Module);
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function resolveTypescriptWithApi(/** @type {string} */ request, /** @type {unknown[]} */ ...rest) {
  return request === 'typescript' ? typescriptWithApi : resolveFilename.call(this, request, ...rest);
};
