// Bonus campaigns made for a test: the kind, terms and amounts are the test's; the rest is filler.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { bonusCampaigns, type CampaignRow } from '../modules/bonus/schema';

type NewCampaign = typeof bonusCampaigns.$inferInsert;

const DAY = 86_400_000;

/** a campaign open since a day before `now` (ms) under a fresh slug, with `values` over test texts */
export async function insertTestCampaign(
  db: Db,
  now: number,
  values: Omit<NewCampaign, 'slug' | 'title' | 'description' | 'startsAt'> & Partial<NewCampaign>,
): Promise<CampaignRow> {
  const [row] = await db
    .insert(bonusCampaigns)
    .values({
      slug: `test-${randomUUID()}`,
      title: { en: 'Test bonus', tr: 'Deneme bonusu' },
      description: { en: 'A bonus for tests.', tr: 'Testler için bir bonus.' },
      startsAt: new Date(now - DAY),
      ...values,
    })
    .returning();
  return row;
}
