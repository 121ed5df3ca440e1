/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { BRAND_FONT_SUBSETS, brandFont } from '../brand-font';
import { BRAND_FONT_FAMILY } from '../typography';

// Every letter of the Turkish alphabet, both cases, with the digits, the punctuation and the sign of a price.
const TURKISH = 'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789.,:;!?%-()₺';

/** WOFF2's variable-length integers (UIntBase128). */
function base128(data: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = data[at++];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return [value, at];
  }
  throw new Error('bad UIntBase128');
}

/** The cmap table of a WOFF2 file (its tables are one brotli stream, in directory order). */
function woff2Cmap(file: Uint8Array): DataView {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  expect(String.fromCharCode(...file.subarray(0, 4))).toBe('wOF2');
  const numTables = view.getUint16(12);
  let at = 48;
  const tables: { tag: number; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++];
    const tag = flags & 0x3f;
    if (tag === 63) at += 4;
    const version = flags >> 6;
    let length: number;
    [length, at] = base128(file, at);
    // glyf (10) and loca (11) are transformed at version 0, every other table at any other version
    if ((tag === 10 || tag === 11) === (version === 0)) [length, at] = base128(file, at);
    tables.push({ tag, length });
  }
  const stream = brotliDecompressSync(file.subarray(at, at + view.getUint32(20)));
  let offset = 0;
  for (const table of tables) {
    // known tag 0 is 'cmap'
    if (table.tag === 0) return new DataView(stream.buffer, stream.byteOffset + offset, table.length);
    offset += table.length;
  }
  throw new Error('no cmap');
}

/** Whether the character map (format 4 or 12 subtable for Unicode) gives `code` a glyph. */
function mapped(cmap: DataView, code: number): boolean {
  for (let i = 0; i < cmap.getUint16(2); i++) {
    const sub = cmap.getUint32(4 + i * 8 + 4);
    const format = cmap.getUint16(sub);
    if (format === 12) {
      for (let g = 0; g < cmap.getUint32(sub + 12); g++) {
        const group = sub + 16 + g * 12;
        if (code >= cmap.getUint32(group) && code <= cmap.getUint32(group + 4)) return true;
      }
    } else if (format === 4) {
      const segments = cmap.getUint16(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.getUint16(starts + s * 2);
        if (code < start || code > cmap.getUint16(ends + s * 2)) continue;
        const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
        const delta = cmap.getUint16(deltas + s * 2);
        const glyph = rangeOffset === 0 ? code : cmap.getUint16(rangeOffsets + s * 2 + rangeOffset + 2 * (code - start));
        if (rangeOffset !== 0 && glyph === 0) continue;
        if ((glyph + delta) & 0xffff) return true;
      }
    }
  }
  return false;
}

describe('the brand typeface', () => {
  const font = brandFont();

  it('ships latin and latin-ext only, as woff2 under content-hashed names', () => {
    expect(BRAND_FONT_SUBSETS).toEqual(['latin', 'latin-ext']);
    expect(font.files.map((f) => f.fileName)).toEqual([
      expect.stringMatching(/^fonts\/manrope-latin-ext-wght-normal\.[0-9a-f]{8}\.woff2$/),
      expect.stringMatching(/^fonts\/manrope-latin-wght-normal\.[0-9a-f]{8}\.woff2$/),
    ]);
  });

  it('declares one face per file, swapped in when loaded, named as the system names the family', () => {
    const faces = font.css.match(/@font-face \{[^}]*\}/g)!;
    expect(faces).toHaveLength(font.files.length);
    for (const [i, face] of faces.entries()) {
      expect(face).toContain(`font-family: '${BRAND_FONT_FAMILY}'`);
      expect(face).toContain('font-display: swap');
      expect(face).toContain(`url(/${font.files[i].fileName})`);
      expect(face).toMatch(/unicode-range: /);
    }
  });

  it('draws every Turkish letter from a file the browser picks for it (ğ ş İ are latin-ext)', () => {
    const faces = font.css.match(/@font-face \{[^}]*\}/g)!.map((face, i) => ({
      cmap: woff2Cmap(font.files[i].source),
      // U+0100-02BA, U+0131: the characters the browser downloads this file for
      ranges: /unicode-range: ([^;]+);/
        .exec(face)![1]
        .split(',')
        .map((range) =>
          range
            .replace('U+', '')
            .split('-')
            .map((hex) => parseInt(hex, 16)),
        ),
    }));
    const drawn = (code: number) => faces.some(({ cmap, ranges }) => ranges.some(([from, to = from]) => code >= from && code <= to) && mapped(cmap, code));
    expect([...TURKISH].filter((char) => !drawn(char.codePointAt(0)!))).toEqual([]);
    const latinExt = faces[font.files.findIndex((f) => f.fileName.includes('latin-ext'))];
    expect([...'ğĞşŞİ'].filter((char) => !mapped(latinExt.cmap, char.codePointAt(0)!))).toEqual([]);
    // the oracle tells a missing glyph: latin-ext has no basic letters, and no file has Cyrillic
    expect(mapped(latinExt.cmap, 'a'.codePointAt(0)!)).toBe(false);
    expect(drawn('Ж'.codePointAt(0)!)).toBe(false);
  });
});
