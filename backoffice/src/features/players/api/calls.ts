// The player profile's tabs and actions (@arena/contracts operatorPlayerEndpoints), answering the reply's data.
import type { GameHistoryReply, MyBetsReply, OperatorPlayerLedger, PlayerBonuses, ProtectionSettings } from '@arena/contracts';
import { http } from '../../../api/client';

const data = async <T>(request: Promise<{ data: { data: T } }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export interface Page {
  skip: number;
  take: number;
}

export const playersApi = {
  ledger: (id: number, page: Page) => data<OperatorPlayerLedger>(http.get(`players/${id}/ledger`, { params: page })),
  rounds: (id: number, page: Page) => data<GameHistoryReply>(http.get(`players/${id}/rounds`, { params: page })),
  bets: (id: number, status: 'open' | 'settled', page: Page) => data<MyBetsReply>(http.get(`players/${id}/bets`, { params: { status, ...page } })),
  bonuses: (id: number) => data<PlayerBonuses>(http.get(`players/${id}/bonuses`)),
  protection: (id: number) => data<ProtectionSettings>(http.get(`players/${id}/protection`)),
  resetPhone: (id: number) => message(http.post('players/phone-reset', { id })),
  notify: (id: number, title: string, text: string) => message(http.post('players/notify', { id, title, text })),
  liftSelfExclusion: (id: number) => message(http.post('players/lift-self-exclusion', { id })),
};
