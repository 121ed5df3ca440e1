import type { ReactElement } from 'react';

/** The flags' drawing box: 3:2, as most of them are (the others are drawn to it). */
export const FLAG_VIEWBOX = { width: 30, height: 20 };

/** A five-pointed star's points around (cx, cy), its first point at `angle` radians (0 = right, clockwise). */
function star(cx: number, cy: number, radius: number, angle: number): string {
  const inner = radius * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? radius : inner;
    const a = angle + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

const bands = (colours: string[], direction: 'vertical' | 'horizontal', weights = colours.map(() => 1)) => {
  const total = weights.reduce((a, b) => a + b, 0);
  const length = direction === 'vertical' ? FLAG_VIEWBOX.width : FLAG_VIEWBOX.height;
  let at = 0;
  return colours.map((fill, i) => {
    const size = (length * weights[i]) / total;
    const rect =
      direction === 'vertical' ? (
        <rect key={i} x={at} y={0} width={size} height={20} fill={fill} />
      ) : (
        <rect key={i} x={0} y={at} width={30} height={size} fill={fill} />
      );
    at += size;
    return rect;
  });
};

const US_STRIPE = 20 / 13;

/**
 * The flags of the countries (ISO 3166 alpha-2) the sportsbook's competitions come from, simplified to
 * read at 20 px, plus 'EU' (a European competition) and 'WORLD' (an international one: a globe). Drawn
 * here rather than fetched: no third-party image, nothing the page's CSP would have to allow.
 */
export const FLAGS: Partial<Record<string, () => ReactElement>> = {
  TR: () => (
    <>
      <rect width="30" height="20" fill="#E30A17" />
      <circle cx="10" cy="10" r="5" fill="#fff" />
      <circle cx="11.25" cy="10" r="4" fill="#E30A17" />
      <polygon points={star(16.4, 10, 2.5, Math.PI)} fill="#fff" />
    </>
  ),
  GB: () => (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#C8102E" strokeWidth="1.4" />
      <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  DE: () => <>{bands(['#000', '#DD0000', '#FFCE00'], 'horizontal')}</>,
  ES: () => <>{bands(['#AA151B', '#F1BF00', '#AA151B'], 'horizontal', [1, 2, 1])}</>,
  IT: () => <>{bands(['#009246', '#fff', '#CE2B37'], 'vertical')}</>,
  FR: () => <>{bands(['#0055A4', '#fff', '#EF4135'], 'vertical')}</>,
  NL: () => <>{bands(['#AE1C28', '#fff', '#21468B'], 'horizontal')}</>,
  PT: () => (
    <>
      {bands(['#046A38', '#DA291C'], 'vertical', [2, 3])}
      <circle cx="12" cy="10" r="4" fill="#FFE900" stroke="#DA291C" strokeWidth="0.6" />
    </>
  ),
  US: () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * US_STRIPE} width="30" height={US_STRIPE} fill="#B22234" />
      ))}
      <rect width="12" height={7 * US_STRIPE} fill="#3C3B6E" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={1.8 + (i % 4) * 2.8} cy={1.9 + Math.floor(i / 4) * 3.2} r="0.6" fill="#fff" />
      ))}
    </>
  ),
  EU: () => (
    <>
      <rect width="30" height="20" fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return <polygon key={i} points={star(15 + 6 * Math.cos(a), 10 + 6 * Math.sin(a), 1.1, -Math.PI / 2)} fill="#FFCC00" />;
      })}
    </>
  ),
  WORLD: () => (
    <>
      <rect width="30" height="20" fill="#1A365D" />
      <circle cx="15" cy="10" r="7.5" fill="#3182CE" stroke="#fff" strokeWidth="0.8" />
      <ellipse cx="15" cy="10" rx="3.3" ry="7.5" fill="none" stroke="#fff" strokeWidth="0.8" />
      <path d="M7.5,10 H22.5 M8.6,6.2 H21.4 M8.6,13.8 H21.4" stroke="#fff" strokeWidth="0.8" />
    </>
  ),
};
