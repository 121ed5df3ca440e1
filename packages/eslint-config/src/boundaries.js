// The boundaries of docs/architecture.md as one lint rule, `arena/boundaries`. Every import (static, dynamic,
// re-export, require) is resolved to a folder of the repository, by path for relative specifiers and by
// workspace package name for bare ones; external packages are not its business.
//   - a remote (mf-*) never imports another remote, nor the shell
//   - the shell never imports a remote
//   - packages never import an app (shell, mf-*, server)
//   - a feature (`<workspace>/src/features/<f>/`) reaches another feature only through its index
//   - a server module (`server/src/modules/<m>/`) reaches another only through its public surface:
//     its `plugin.ts` or `index.ts`. A module's tests are exempt: they may arrange and inspect another
//     module's data directly (a seeded amount, a player row); the boundary is about the running code
import fs from 'node:fs';
import path from 'node:path';

const APP = /^(shell|server|mf-[^/]+)(?:\/|$)/;
const PACKAGE = /^packages\/([^/]+)(?:\/|$)/;
const FEATURE = /^(.+\/src\/features)\/([^/]+)(?:\/(.*))?$/;
const SERVER_MODULE = /^server\/src\/modules\/([^/]+)(?:\/(.*))?$/;
const EXTENSION = /\.(?:[cm]?[jt]sx?)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * Workspace package name → its folder relative to the root, from the root package.json's workspaces.
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function readWorkspaces(root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = /** @type {string[]} */ (workspaces).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const byName = new Map();
  for (const folder of folders) {
    const manifest = path.join(root, folder, 'package.json');
    if (fs.existsSync(manifest)) byName.set(JSON.parse(fs.readFileSync(manifest, 'utf8')).name, folder);
  }
  return byName;
}

/**
 * The repository-relative path an import specifier points at, or null for an external package.
 * @param {string} specifier
 * @param {string} fromFile absolute path of the importing file
 * @param {{ root: string, workspaces: Map<string, string> }} repository
 */
function resolveSpecifier(specifier, fromFile, { root, workspaces }) {
  if (specifier.startsWith('.')) return toPosix(path.relative(root, path.resolve(path.dirname(fromFile), specifier)));
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const folder = workspaces.get(parts.slice(0, nameLength).join('/'));
  return folder ? [folder, ...parts.slice(nameLength)].join('/') : null;
}

const toPosix = (/** @type {string} */ p) => p.split(path.sep).join('/');
const appOf = (/** @type {string} */ p) => APP.exec(p)?.[1] ?? null;
const isRemote = (/** @type {string | null} */ app) => app?.startsWith('mf-') ?? false;
/**
 * `x`, `x/index`, `x/index.ts`: the module or folder itself rather than a file inside it.
 * @param {string | undefined} rest the path inside the folder
 * @param {string[]} names file names that are its entry
 */
const isEntry = (rest, names) => !rest || names.includes(rest.replace(EXTENSION, ''));

/**
 * Why `from` may not import `to` (both repository-relative), or null when it may.
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
export function violation(from, to) {
  const fromApp = appOf(from);
  const toApp = appOf(to);
  if (isRemote(fromApp) && isRemote(toApp) && fromApp !== toApp) {
    return `a remote never imports another remote (${fromApp} → ${toApp}): share it through a package`;
  }
  if (isRemote(fromApp) && toApp === 'shell') return `a remote never imports the shell (${fromApp} → shell): use the mount props and the bus`;
  if (fromApp === 'shell' && isRemote(toApp)) return `the shell never imports a remote (shell → ${toApp}): it loads remotes at run time`;
  const fromPackage = PACKAGE.exec(from)?.[1];
  if (fromPackage && toApp) return `a package never imports an app (packages/${fromPackage} → ${toApp})`;

  const fromFeature = FEATURE.exec(from);
  const toFeature = FEATURE.exec(to);
  if (fromFeature && toFeature && fromFeature[1] === toFeature[1] && fromFeature[2] !== toFeature[2] && !isEntry(toFeature[3], ['index'])) {
    return `feature "${fromFeature[2]}" reaches into feature "${toFeature[2]}" (${toFeature[3]}): import its index, or move what both need out of the features`;
  }

  const fromModule = SERVER_MODULE.exec(from);
  const toModule = SERVER_MODULE.exec(to);
  if (fromModule && toModule && fromModule[1] !== toModule[1] && !isEntry(toModule[2], ['plugin', 'index']) && !TEST_FILE.test(from)) {
    return `server module "${fromModule[1]}" reaches into module "${toModule[1]}" (${toModule[2]}): use its public surface (plugin.ts / index.ts)`;
  }
  return null;
}

/**
 * The `arena/boundaries` rule.
 * @param {string} root the repository root
 * @returns {import('eslint').Rule.RuleModule}
 */
export function boundariesRule(root) {
  const workspaces = readWorkspaces(root);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'keeps the remote, shell, package, feature and server-module boundaries of docs/architecture.md' },
      schema: [],
      messages: { boundary: '{{why}}' },
    },
    create(context) {
      const fromFile = context.filename;
      const from = toPosix(path.relative(root, fromFile));
      const check = (/** @type {import('estree').Node | null | undefined} */ source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const to = resolveSpecifier(source.value, fromFile, { root, workspaces });
        const why = to && violation(from, to);
        if (why) context.report({ node: source, messageId: 'boundary', data: { why } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        CallExpression: (node) => {
          if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
        },
      };
    },
  };
}

/**
 * Flat-config block that turns the rule on for every file of the repository at `root`.
 * @param {string} root
 * @returns {import('eslint').Linter.Config}
 */
export function boundaries(root) {
  return {
    plugins: { arena: { rules: { boundaries: boundariesRule(root) } } },
    rules: { 'arena/boundaries': 'error' },
  };
}
