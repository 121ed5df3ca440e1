// Build time only (the shell's webpack config, like global-css.ts): the brand typeface's files and
// @font-face rules. The files come from the npm package and the shell serves them from its own origin
// (the page's CSP font-src is 'self'): no font service is asked at run time.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The subsets the site ships: latin, and latin-ext for Turkish (ğ ş ı İ are outside latin). The
 * browser downloads a subset only when the page has a character in its unicode-range.
 */
export const BRAND_FONT_SUBSETS = ['latin', 'latin-ext'] as const;

export interface BrandFont {
  /** the @font-face rules, one per subset, pointing at `files` */
  css: string;
  /** each woff2 file under the name it is served by (content-hashed: cached for good) */
  files: { fileName: string; source: Buffer }[];
}

const FACE = /\/\* manrope-([a-z-]+)-wght-normal \*\/\s*(@font-face \{[^}]*\})/g;

/** Manrope (variable weight, woff2 only) in the shipped subsets, its files named under `dir`. */
export function brandFont(dir = 'fonts'): BrandFont {
  const packageDir = path.dirname(require.resolve('@fontsource-variable/manrope/package.json'));
  const fontCss = readFileSync(path.join(packageDir, 'index.css'), 'utf8');
  const faces = [...fontCss.matchAll(FACE)].filter(([, subset]) => (BRAND_FONT_SUBSETS as readonly string[]).includes(subset));
  const files: BrandFont['files'] = [];
  const css = faces
    .map(([, , face]) =>
      face.replace(/url\(\.\/files\/([\w-]+)\.woff2\)/, (_, name: string) => {
        const source = readFileSync(path.join(packageDir, 'files', `${name}.woff2`));
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `${dir}/${name}.${hash}.woff2`;
        files.push({ fileName, source });
        return `url(/${fileName})`;
      }),
    )
    .join('\n');
  if (files.length !== BRAND_FONT_SUBSETS.length) throw new Error(`@fontsource-variable/manrope: expected the subsets ${BRAND_FONT_SUBSETS.join(', ')}`);
  return { css, files };
}
