// A player's bets, a page at a time, as they see them now (their legs' state and cash out offer).
import type { MyBetsQuery, MyBetsReply } from '@arena/contracts';
import type { Locale } from '../../../../i18n/translations';
import { render } from '../bet-view';
import type { BetsContext } from '../context';
import { myBetRows } from '../repository';

export async function myBets(ctx: BetsContext, userId: number, query: MyBetsQuery, locale: Locale): Promise<MyBetsReply> {
  const { rows, total } = await myBetRows(ctx.db, userId, query);
  return { items: await render(ctx, rows, locale), total };
}
