// The Bonuses screens' calls (@arena/contracts operatorBonusEndpoints), answering the reply's data or message.
import { IDEMPOTENCY_KEY_HEADER, type OperatorBonusesQuery, type OperatorBonusGrant, type OperatorCampaign, type OperatorGrantedBonus } from '@arena/contracts';
import { http } from '../../../api/client';

const data = async <T>(request: Promise<{ data: { data: T } }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export const bonusesApi = {
  campaigns: () => data<OperatorCampaign[]>(http.get('bonuses/campaigns')),
  saveCampaign: (campaign: OperatorCampaign) => message(http.post('bonuses/campaigns', campaign)),
  granted: (query: OperatorBonusesQuery) => data<OperatorGrantedBonus[]>(http.get('bonuses', { params: query })),
  /** `key`: one per grant the operator means, so a retried request grants once */
  grant: (grant: OperatorBonusGrant, key: string) => message(http.post('bonuses/grant', grant, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } })),
  forfeit: (id: number, reason: string) => message(http.post('bonuses/forfeit', { id, reason })),
};
