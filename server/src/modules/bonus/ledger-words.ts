// Bonus money that became cash, in the player's words (payment/financialactivities): the campaign of
// the bonus it came from, in the player's language, read from the key it was moved under
// (open-bonus.ts: bonus-convert:<bonus>; use-cases/settle-stray-bonus-money.ts: bonus-late:<bonus>:<time>).
// The bonus's other movements touch bonus money only, never the cash a player's activities list.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import type { RecordedMovement } from '../wallet/plugin';
import { bonusCampaigns, playerBonuses } from './schema';

const KEY = /^bonus-(?:convert|late):(\d+)(?::|$)/;

/** The conversions among `movements`, by key: the campaign's title, or "Bonus" for a bonus no longer known. */
export async function describeBonusMovements(db: Db, movements: readonly RecordedMovement[], locale: Locale): Promise<Map<string, string>> {
  const ours = movements.filter(({ kind }) => kind === 'bonus_conversion');
  const bonusOf = (key: string) => Number(KEY.exec(key)?.[1] ?? 0);
  const ids = [...new Set(ours.map(({ key }) => bonusOf(key)).filter((id) => id > 0))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: playerBonuses.id, title: bonusCampaigns.title })
          .from(playerBonuses)
          .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
          .where(inArray(playerBonuses.id, ids));
  const titles = new Map(rows.map(({ id, title }) => [id, title[locale]]));
  return new Map(ours.map(({ key }) => [key, titles.get(bonusOf(key)) ?? translate(locale, 'Bonus')]));
}
