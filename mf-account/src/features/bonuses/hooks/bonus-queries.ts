/** The bonus queries share a prefix: claiming or forfeiting a bonus refreshes both lists. */
export const BONUSES_KEY = ['bonuses'] as const;
export const MY_BONUSES_KEY = [...BONUSES_KEY, 'mine'] as const;
export const BONUS_OFFERS_KEY = [...BONUSES_KEY, 'offers'] as const;
