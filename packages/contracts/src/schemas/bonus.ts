import { Type, type Static } from '@sinclair/typebox';
import { literals, Nullable } from './envelope';

/** GET bonus/trialbonusamount → data. `amount` in minor units (kuruş). */
export const trialBonusAmountSchema = Type.Object({ amount: Type.Integer({ minimum: 0 }) });
export type TrialBonusAmount = Static<typeof trialBonusAmountSchema>;

/** GET bonus/definetrialbonus → data. Minor units; `balance` is the balance after the credit. */
export const trialBonusGrantSchema = Type.Object({ amount: Type.Integer({ minimum: 0 }), balance: Type.Integer({ minimum: 0 }) });
export type TrialBonusGrant = Static<typeof trialBonusGrantSchema>;

// Bonus campaigns and the player's bonuses (issue 15). Bonus money is kept apart from cash: the
// player spends cash first, then bonus money; a bonus's money turns into cash when its wagering is
// complete and is removed when it expires or is forfeited. Amounts minor units, percentages in
// basis points (10000 = 100 %), odds in hundredths (150 = 1.50).

export const BONUS_KINDS = ['deposit_match', 'free_spins', 'cashback', 'free_bet', 'trial'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
/** awaiting_deposit: claimed, granted on the next qualifying deposit; active: wagering; then one of the ends */
export const BONUS_STATUSES = ['awaiting_deposit', 'active', 'completed', 'expired', 'forfeited'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
/** how much of a stake counts towards wagering, by where it is played */
export const WAGERING_CATEGORIES = ['slots', 'table', 'live', 'sports'] as const;
export type WageringCategory = (typeof WAGERING_CATEGORIES)[number];

export const bonusKindSchema = literals(BONUS_KINDS);
export const bonusStatusSchema = literals(BONUS_STATUSES);

export const wageringTermsSchema = Type.Object(
  {
    /** the bonus amount times this must be staked (e.g. 30); 0: none */
    multiplier: Type.Integer({ minimum: 0 }),
    /** basis points per category (slots 10000, table 1000, live 0, sports 10000) */
    contributions: Type.Object({
      slots: Type.Integer({ minimum: 0, maximum: 10000 }),
      table: Type.Integer({ minimum: 0, maximum: 10000 }),
      live: Type.Integer({ minimum: 0, maximum: 10000 }),
      sports: Type.Integer({ minimum: 0, maximum: 10000 }),
    }),
    /** sports stakes count only at these odds or above (hundredths) */
    minOdds: Type.Integer({ minimum: 100 }),
    /** the largest stake accepted while the bonus is wagered (minor units) */
    maxBet: Type.Integer({ minimum: 1 }),
    /** days the player has to complete wagering once granted */
    days: Type.Integer({ minimum: 1 }),
  },
  // no $id: it is repeated inside one reply (every bonus carries its terms)
  { additionalProperties: false },
);
export type WageringTerms = Static<typeof wageringTermsSchema>;

/** GET bonus/offers → data: the campaigns this player may see now, with their terms and whether they can claim */
export const bonusOfferSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    kind: bonusKindSchema,
    /** in the request's language */
    title: Type.String(),
    description: Type.String(),
    /** the player must type this campaign's code to claim it */
    needsCode: Type.Boolean(),
    /** deposit match: basis points of the deposit, up to maxAmount, for a deposit of at least minDeposit */
    percent: Type.Optional(Type.Integer({ minimum: 1 })),
    minDeposit: Type.Optional(Type.Integer({ minimum: 0 })),
    /** the most (deposit match, cashback) or the exact amount (free bet, trial) of bonus money */
    maxAmount: Type.Optional(Type.Integer({ minimum: 0 })),
    /** free spins: how many, of what value, on which of our slots */
    spins: Type.Optional(Type.Integer({ minimum: 1 })),
    spinValue: Type.Optional(Type.Integer({ minimum: 1 })),
    gameCode: Type.Optional(Type.String()),
    wagering: wageringTermsSchema,
    /** the campaign's window; null: open-ended */
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Nullable(Type.String({ format: 'date-time' })),
    claimable: Type.Boolean(),
    /** why not, translated (already claimed, new players only, excluded…) */
    reason: Type.Optional(Type.String()),
  },
  { $id: 'BonusOffer', additionalProperties: false },
);
export type BonusOffer = Static<typeof bonusOfferSchema>;

/** POST bonus/claim */
export const claimBonusRequestSchema = Type.Object(
  { offerId: Type.Integer({ minimum: 1 }), code: Type.Optional(Type.String({ maxLength: 40 })) },
  { $id: 'ClaimBonusRequest', additionalProperties: false },
);
export type ClaimBonusRequest = Static<typeof claimBonusRequestSchema>;

/** A bonus of the player's, active or past */
export const playerBonusSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    offerId: Type.Integer({ minimum: 1 }),
    kind: bonusKindSchema,
    title: Type.String(),
    status: bonusStatusSchema,
    /** bonus money granted (0 while awaiting a deposit) */
    amount: Type.Integer({ minimum: 0 }),
    /** bonus money left of it now */
    balance: Type.Integer({ minimum: 0 }),
    /** free spins not yet played */
    spinsLeft: Type.Integer({ minimum: 0 }),
    /** a free-spins bonus: the Arena Originals slot its spins are played on, and their stake (minor units) */
    freeSpins: Type.Optional(Type.Object({ game: Type.String(), stake: Type.Integer({ minimum: 1 }) }, { additionalProperties: false })),
    /** a sports free bet: the token's stake (minor units), the lowest odds it takes (hundredths), and whether an open bet holds it */
    freeBet: Type.Optional(
      Type.Object({ stake: Type.Integer({ minimum: 0 }), minOdds: Type.Integer({ minimum: 0 }), inUse: Type.Boolean() }, { additionalProperties: false }),
    ),
    wageringRequired: Type.Integer({ minimum: 0 }),
    wagered: Type.Integer({ minimum: 0 }),
    wagering: wageringTermsSchema,
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Nullable(Type.String({ format: 'date-time' })),
    endedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  // no $id: bonus/mine repeats it in two lists
  { additionalProperties: false },
);
export type PlayerBonus = Static<typeof playerBonusSchema>;

/** GET bonus/mine → data */
export const playerBonusesSchema = Type.Object(
  {
    /** bonus money of every active bonus together */
    bonusBalance: Type.Integer({ minimum: 0 }),
    active: Type.Array(playerBonusSchema),
    past: Type.Array(playerBonusSchema),
  },
  { $id: 'PlayerBonuses', additionalProperties: false },
);
export type PlayerBonuses = Static<typeof playerBonusesSchema>;

/** POST bonus/forfeit */
export const forfeitBonusRequestSchema = Type.Object({ bonusId: Type.Integer({ minimum: 1 }) }, { $id: 'ForfeitBonusRequest', additionalProperties: false });
export type ForfeitBonusRequest = Static<typeof forfeitBonusRequestSchema>;

/** GET bonus/withdrawal-impact → data: what a withdrawal now would forfeit (before the player confirms it) */
export const withdrawalImpactSchema = Type.Object(
  {
    forfeit: Type.Integer({ minimum: 0 }),
    bonuses: Type.Array(
      Type.Object({ id: Type.Integer({ minimum: 1 }), title: Type.String(), balance: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
    ),
  },
  { $id: 'WithdrawalImpact', additionalProperties: false },
);
export type WithdrawalImpact = Static<typeof withdrawalImpactSchema>;
