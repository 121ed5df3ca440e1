import { Box } from '@arena/ui';
import { useLocale } from '@arena/i18n';
import { FLAG_VIEWBOX, FLAGS } from './flags';

// the competitions' 'EU' and 'WORLD' (contracts competitionSchema) as UN M.49 regions Intl can name
const REGION_CODES: Record<string, string> = { EU: '150', WORLD: '001' };
const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's (or region's) name in the player's language, e.g. 'Türkiye', 'Europe'. */
function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  try {
    const name = names.of(REGION_CODES[code] ?? code) ?? code;
    // English names the world 'world': a label starts with a capital
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // not a region code at all: its name is the code
    return code;
  }
}

/** A competition's country as its flag, named for assistive technology (an unknown code: a plain grey flag). */
export function CountryFlag({ code, height = 14 }: { code: string; height?: number }) {
  const locale = useLocale();
  const Drawing = FLAGS[code];
  const width = Math.round((height * FLAG_VIEWBOX.width) / FLAG_VIEWBOX.height);
  return (
    <Box as="span" display="inline-flex" flexShrink={0} verticalAlign="middle" rounded="2px" overflow="hidden" boxShadow="0 0 0 1px rgba(255,255,255,0.15)">
      <svg
        role="img"
        aria-label={countryName(code, locale)}
        viewBox={`0 0 ${FLAG_VIEWBOX.width} ${FLAG_VIEWBOX.height}`}
        width={width}
        height={height}
        data-flag={Drawing ? code : 'unknown'}
      >
        {Drawing ? <Drawing /> : <rect width={FLAG_VIEWBOX.width} height={FLAG_VIEWBOX.height} fill="#718096" />}
      </svg>
    </Box>
  );
}
