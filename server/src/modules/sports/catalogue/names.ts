// What the player reads: sports, competitions, markets and selections named in the request's language
// (English keys translated through the site's dictionary, server/src/i18n/translations.ts).
import type { MarketType, SportId } from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { translate } from '../../../plugins/locale';

const SPORT_NAMES: Record<SportId, string> = {
  football: 'Football',
  basketball: 'Basketball',
  tennis: 'Tennis',
  volleyball: 'Volleyball',
  cs2: 'Counter-Strike 2',
  dota2: 'Dota 2',
  lol: 'League of Legends',
  valorant: 'Valorant',
};

const MARKET_NAMES: Record<MarketType, string> = {
  '1x2': 'Match Result',
  'match-winner': 'Match Winner',
  'double-chance': 'Double Chance',
  'over-under': 'Over/Under {line}',
  btts: 'Both Teams to Score',
  handicap: 'Handicap {line}',
  'correct-score': 'Correct Score',
  'map-winner': 'Map {line} Winner',
};

const OUTCOME_NAMES: Record<string, string> = { draw: 'Draw', over: 'Over {line}', under: 'Under {line}', yes: 'Yes', no: 'No', other: 'Other' };

/** a line in hundredths as read: 2.5, 0.25 */
const plain = (line: number) => String(line / 100);
/** a handicap as read: -0.25, +1.5, 0 */
const signed = (line: number) => (line > 0 ? `+${plain(line)}` : plain(line));

export const sportName = (locale: Locale, sportId: SportId) => translate(locale, SPORT_NAMES[sportId]);

export const competitionName = (locale: Locale, name: string) => translate(locale, name);

export function marketName(locale: Locale, type: MarketType, line: number | null): string {
  const shown = line === null ? '' : type === 'handicap' ? signed(line) : type === 'map-winner' ? String(line) : plain(line);
  return translate(locale, MARKET_NAMES[type], { line: shown });
}

export interface Teams {
  home: string;
  away: string;
}

export function selectionName(locale: Locale, type: MarketType, line: number | null, outcome: string, teams: Teams): string {
  if (outcome === 'home' || outcome === 'away') {
    const team = teams[outcome];
    if (type !== 'handicap' || line === null) return team;
    return `${team} ${signed(outcome === 'home' ? line : -line)}`;
  }
  const key = OUTCOME_NAMES[outcome];
  return key ? translate(locale, key, { line: line === null ? '' : plain(line) }) : outcome;
}

export const eventName = (teams: Teams) => `${teams.home} - ${teams.away}`;
