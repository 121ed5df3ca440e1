// Writes the release manifest: `node dist/release-manifest.js <repo root> <file>` (server/build.mjs
// bundles and runs it right after the compiled server is written).
import { writeFile } from 'node:fs/promises';
import { buildManifest } from './manifest';

const [root, file] = process.argv.slice(2);
if (!root || !file) {
  console.error('usage: release-manifest <repo root> <manifest file>');
  process.exit(1);
}
buildManifest(root, new Date())
  .then((manifest) => writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
