// The release manifest: each critical component's SHA-256 when the release was built (server/build.mjs
// writes server/dist/release-manifest.json with manifest-cli.ts). A component's hash is the SHA-256 of
// its files' own hashes, in the component's order, so one changed byte anywhere changes it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CRITICAL_COMPONENTS, type CriticalComponent } from './components';

export interface ReleaseManifest {
  releasedAt: string;
  /** component id → its certified SHA-256 (hex) */
  components: Record<string, string>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** the component's SHA-256 now; null when a file is missing (a component not built: the compiled server in development) */
export async function componentHash(root: string, component: CriticalComponent): Promise<string | null> {
  const hashes: string[] = [];
  for (const file of component.files) {
    const full = path.join(root, file);
    if (!existsSync(full)) return null;
    hashes.push(`${file}:${sha256(await readFile(full))}`);
  }
  return sha256(hashes.join('\n'));
}

export async function buildManifest(root: string, releasedAt: Date): Promise<ReleaseManifest> {
  const components: Record<string, string> = {};
  for (const component of CRITICAL_COMPONENTS) {
    const hash = await componentHash(root, component);
    if (hash === null) throw new Error(`release manifest: ${component.id} has a missing file (build first)`);
    components[component.id] = hash;
  }
  return { releasedAt: releasedAt.toISOString(), components };
}

/**
 * A site told to check against a release manifest does not start without it: called before the app
 * opens anything (app.ts), so a refused start leaves no connection behind.
 */
export function assertReleaseManifest({ manifestPath }: { manifestPath: string | null }): void {
  if (manifestPath !== null && !existsSync(manifestPath)) {
    throw new Error(
      `the release manifest ${manifestPath} is missing: build the release (npx turbo run build) or point INTEGRITY_MANIFEST at the certified one`,
    );
  }
}

export async function readManifest(file: string): Promise<ReleaseManifest> {
  const manifest = JSON.parse(await readFile(file, 'utf8')) as ReleaseManifest;
  if (typeof manifest?.releasedAt !== 'string' || typeof manifest.components !== 'object') throw new Error(`${file} is not a release manifest`);
  return manifest;
}
