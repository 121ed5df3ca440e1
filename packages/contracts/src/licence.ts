// Licence profiles (issue 31 §2): every rule that differs between the regulators Arena can be licensed
// by, as one typed object per licence. The server picks one with LICENCE_PROFILE (server/src/config.ts)
// and every module reads its rule from it; the browser receives the profile's public part with the
// site's options and only shows it. docs/product/compliance.md maps each field to the clause it meets.
// Amounts are minor units of the site's currency; a value of null means "no such rule in this licence".
import { Type, type Static } from '@sinclair/typebox';
import { literals, Nullable } from './schemas/envelope';

export const LICENCE_CODES = ['curacao', 'mga', 'ukgc', 'ontario'] as const;
export type LicenceCode = (typeof LICENCE_CODES)[number];

/**
 * The sportsbook's bet types a licence may disallow (`disallowed.betTypes`): the slip's kinds (a single,
 * an accumulator, a system bet), a bet with a selection on an event in play (`live`), and cashing a bet
 * out before it settles, by hand or automatically (`cash-out`).
 */
export const LICENSABLE_BET_TYPES = ['single', 'accumulator', 'system', 'live', 'cash-out'] as const;
export type LicensableBetType = (typeof LICENSABLE_BET_TYPES)[number];

const minor = () => Type.Integer({ minimum: 0 });
const months = () => Type.Array(Type.Integer({ minimum: 1 }));

/** a stake cap that applies below an age (UKGC: a lower slot stake for players aged 18–24) */
const ageBandStakeCapSchema = Type.Object(
  {
    /** the cap applies to players younger than this */
    belowAge: Type.Integer({ minimum: 18 }),
    maxStake: minor(),
  },
  { additionalProperties: false },
);

export const licenceProfileSchema = Type.Object(
  {
    code: literals(LICENCE_CODES),
    /** the regulator's name, as the footer and the back office show it */
    regulator: Type.String(),
    /** the technical standards a lab tests this licence against */
    standards: Type.Array(Type.String()),
    slots: Type.Object(
      {
        /** the most one slot spin may stake, for every adult (null: the game's own limit) */
        maxStake: Nullable(minor()),
        /** a lower cap for younger adults */
        ageBandCap: Nullable(ageBandStakeCapSchema),
        /** the shortest game cycle, from one spin to the next (UKGC RTS 14: 2.5 s) */
        minSpinMs: minor(),
        /** the game pages may offer an auto-bet / autoplay */
        autoplay: Type.Boolean(),
        /** a quick-spin (turbo) mode may shorten the cycle below minSpinMs */
        turbo: Type.Boolean(),
        /** the player may stop the reels early (slam stop) */
        slamStop: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    /** a win is celebrated (sound, animation) only when it returns more than the stake */
    celebrateOnlyAboveStake: Type.Boolean(),
    realityCheck: Type.Object(
      {
        /** the interval a player who never chose gets, minutes (null: none until they choose) */
        defaultMinutes: Nullable(Type.Integer({ minimum: 1 })),
        /** the player may not switch it off */
        mandatory: Type.Boolean(),
        /** the intervals the player may choose, minutes */
        intervalsMinutes: months(),
      },
      { additionalProperties: false },
    ),
    limits: Type.Object(
      {
        /** an increase or a removal of a limit waits this long, then needs the player's confirmation */
        increaseCoolingOffHours: Type.Integer({ minimum: 0 }),
        /** a deposit limit must be set before the first deposit */
        depositLimitRequired: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    selfExclusion: Type.Object(
      {
        /** the lengths a player may choose, months */
        periodsMonths: months(),
        /** at the end of the period the exclusion is lifted only on the player's request, after this many hours (null: it ends by itself) */
        liftOnRequestAfterHours: Nullable(Type.Integer({ minimum: 0 })),
      },
      { additionalProperties: false },
    ),
    /** time-out lengths in days */
    timeOutDays: months(),
    bonus: Type.Object(
      {
        /** the highest wagering requirement a bonus may carry, × the bonus (null: no cap) */
        maxWageringMultiplier: Nullable(Type.Integer({ minimum: 0 })),
        /** self-excluded and timed-out players get no bonus and no bonus marketing */
        noneForExcluded: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    kyc: Type.Object(
      {
        /** identity is verified before the first withdrawal */
        beforeFirstWithdrawal: Type.Boolean(),
        /** identity is verified before the first deposit (and so before any play) */
        beforeFirstDeposit: Type.Boolean(),
        /** cumulative deposits at which verification is asked again (each threshold once), minor units */
        depositThresholds: Type.Array(minor()),
        /** a verification older than this many months is expired and asked again */
        validMonths: Type.Integer({ minimum: 1 }),
      },
      { additionalProperties: false },
    ),
    harm: Type.Object(
      {
        /** net deposits over a rolling 30 days above this put the player into the review queue */
        netDeposit30dThreshold: minor(),
        /** a player in review may not deposit until the review is closed */
        pauseDepositsInReview: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    /** game families and bet types the licence does not allow */
    disallowed: Type.Object(
      {
        /** game codes (e.g. 'aviator') */
        games: Type.Array(Type.String()),
        /** sportsbook bet types (LICENSABLE_BET_TYPES) */
        betTypes: Type.Array(literals(LICENSABLE_BET_TYPES)),
      },
      { additionalProperties: false },
    ),
    /** how long game, money and audit records are kept, years */
    retentionYears: Type.Integer({ minimum: 1 }),
    display: Type.Object(
      {
        /** the time the player has been logged in is always on screen */
        sessionClock: Type.Boolean(),
        /** the player's net position (won − staked) this session is always on screen */
        netPosition: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'LicenceProfile', additionalProperties: false },
);
export type LicenceProfile = Static<typeof licenceProfileSchema>;

const TRY = 100; // one lira in minor units

/**
 * The profiles. Values follow the regulators' published standards as of 2026; an operator's counsel
 * confirms them for the licence actually held. `curacao` is the default and today's rules.
 */
export const LICENCE_PROFILES: Readonly<Record<LicenceCode, LicenceProfile>> = {
  curacao: {
    code: 'curacao',
    regulator: 'Curaçao Gaming Control Board',
    standards: ['GLI-19', 'GLI-33'],
    slots: { maxStake: null, ageBandCap: null, minSpinMs: 2_500, autoplay: true, turbo: false, slamStop: false },
    celebrateOnlyAboveStake: true,
    realityCheck: { defaultMinutes: null, mandatory: false, intervalsMinutes: [15, 30, 45, 60, 90, 120] },
    limits: { increaseCoolingOffHours: 24, depositLimitRequired: false },
    selfExclusion: { periodsMonths: [6, 12, 60], liftOnRequestAfterHours: null },
    timeOutDays: [1, 7, 14, 30, 42],
    bonus: { maxWageringMultiplier: null, noneForExcluded: true },
    kyc: { beforeFirstWithdrawal: true, beforeFirstDeposit: false, depositThresholds: [200_000 * TRY], validMonths: 24 },
    harm: { netDeposit30dThreshold: 100_000 * TRY, pauseDepositsInReview: false },
    disallowed: { games: [], betTypes: [] },
    retentionYears: 5,
    display: { sessionClock: false, netPosition: false },
  },
  mga: {
    code: 'mga',
    regulator: 'Malta Gaming Authority',
    standards: ['GLI-19', 'GLI-33', 'MGA Player Protection Directive'],
    slots: { maxStake: null, ageBandCap: null, minSpinMs: 2_500, autoplay: true, turbo: false, slamStop: false },
    celebrateOnlyAboveStake: true,
    realityCheck: { defaultMinutes: 60, mandatory: true, intervalsMinutes: [15, 30, 45, 60] },
    limits: { increaseCoolingOffHours: 24, depositLimitRequired: true },
    selfExclusion: { periodsMonths: [6, 12, 60], liftOnRequestAfterHours: 24 },
    timeOutDays: [1, 7, 14, 30, 42],
    bonus: { maxWageringMultiplier: 35, noneForExcluded: true },
    kyc: { beforeFirstWithdrawal: true, beforeFirstDeposit: false, depositThresholds: [70_000 * TRY], validMonths: 24 },
    harm: { netDeposit30dThreshold: 50_000 * TRY, pauseDepositsInReview: false },
    disallowed: { games: [], betTypes: [] },
    retentionYears: 5,
    display: { sessionClock: true, netPosition: false },
  },
  ukgc: {
    code: 'ukgc',
    regulator: 'UK Gambling Commission',
    standards: ['UKGC Remote Technical Standards', 'LCCP', 'GLI-19'],
    slots: {
      maxStake: 5 * 100 * 2 * TRY, // £5, at the site's rate of ₺200 to the pound
      ageBandCap: { belowAge: 25, maxStake: 2 * 100 * 2 * TRY },
      minSpinMs: 2_500,
      autoplay: false,
      turbo: false,
      slamStop: false,
    },
    celebrateOnlyAboveStake: true,
    realityCheck: { defaultMinutes: 60, mandatory: false, intervalsMinutes: [15, 30, 45, 60, 90, 120] },
    limits: { increaseCoolingOffHours: 24, depositLimitRequired: true },
    selfExclusion: { periodsMonths: [6, 12, 60], liftOnRequestAfterHours: 24 },
    timeOutDays: [1, 7, 14, 30, 42],
    bonus: { maxWageringMultiplier: 10, noneForExcluded: true },
    kyc: { beforeFirstWithdrawal: true, beforeFirstDeposit: true, depositThresholds: [40_000 * TRY], validMonths: 12 },
    harm: { netDeposit30dThreshold: 25_000 * TRY, pauseDepositsInReview: true },
    disallowed: { games: [], betTypes: [] },
    retentionYears: 5,
    display: { sessionClock: true, netPosition: true },
  },
  ontario: {
    code: 'ontario',
    regulator: 'Alcohol and Gaming Commission of Ontario',
    standards: ['AGCO Registrar’s Standards for Internet Gaming', 'GLI-19', 'GLI-33'],
    slots: { maxStake: null, ageBandCap: null, minSpinMs: 2_500, autoplay: false, turbo: false, slamStop: false },
    celebrateOnlyAboveStake: true,
    realityCheck: { defaultMinutes: 60, mandatory: true, intervalsMinutes: [15, 30, 45, 60] },
    limits: { increaseCoolingOffHours: 24, depositLimitRequired: false },
    selfExclusion: { periodsMonths: [6, 12, 60], liftOnRequestAfterHours: 24 },
    timeOutDays: [1, 7, 14, 30, 42],
    bonus: { maxWageringMultiplier: null, noneForExcluded: true },
    kyc: { beforeFirstWithdrawal: true, beforeFirstDeposit: true, depositThresholds: [70_000 * TRY], validMonths: 24 },
    harm: { netDeposit30dThreshold: 50_000 * TRY, pauseDepositsInReview: false },
    disallowed: { games: [], betTypes: [] },
    retentionYears: 7,
    display: { sessionClock: true, netPosition: true },
  },
};

export const isLicenceCode = (value: string): value is LicenceCode => (LICENCE_CODES as readonly string[]).includes(value);
