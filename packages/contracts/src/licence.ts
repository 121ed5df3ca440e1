// Licence profiles (issue 31 §2): every rule that differs between the regulators Arena can be licensed
// by, as one typed object per licence. The server picks one with LICENCE_PROFILE (server/src/config.ts)
// and every module reads its rule from it; the browser receives the profile's public part with the
// site's options and only shows it. docs/product/compliance.md maps each field to the clause it meets.
// Amounts are minor units of the site's currency; a value of null means "no such rule in this licence".

export const LICENCE_CODES = ['curacao', 'mga', 'ukgc', 'ontario'] as const;
export type LicenceCode = (typeof LICENCE_CODES)[number];

/** a stake cap that applies below an age (UKGC: a lower slot stake for players aged 18–24) */
export interface AgeBandStakeCap {
  /** the cap applies to players younger than this */
  belowAge: number;
  maxStake: number;
}

export interface LicenceProfile {
  code: LicenceCode;
  /** the regulator's name, as the footer and the back office show it */
  regulator: string;
  /** the technical standards a lab tests this licence against */
  standards: readonly string[];
  slots: {
    /** the most one slot spin may stake, for every adult (null: the game's own limit) */
    maxStake: number | null;
    /** a lower cap for younger adults */
    ageBandCap: AgeBandStakeCap | null;
    /** the shortest game cycle, from one spin to the next (UKGC RTS 14: 2.5 s) */
    minSpinMs: number;
    /** the game pages may offer an auto-bet / autoplay */
    autoplay: boolean;
    /** a quick-spin (turbo) mode may shorten the cycle below minSpinMs */
    turbo: boolean;
    /** the player may stop the reels early (slam stop) */
    slamStop: boolean;
  };
  /** a win is celebrated (sound, animation) only when it returns more than the stake */
  celebrateOnlyAboveStake: boolean;
  realityCheck: {
    /** the interval a player who never chose gets, minutes (null: none until they choose) */
    defaultMinutes: number | null;
    /** the player may not switch it off */
    mandatory: boolean;
    /** the intervals the player may choose, minutes */
    intervalsMinutes: readonly number[];
  };
  limits: {
    /** an increase or a removal of a limit waits this long, then needs the player's confirmation */
    increaseCoolingOffHours: number;
    /** a deposit limit must be set before the first deposit */
    depositLimitRequired: boolean;
  };
  selfExclusion: {
    /** the lengths a player may choose, months */
    periodsMonths: readonly number[];
    /**
     * at the end of the period the exclusion is lifted only on the player's request, after a cooling
     * period of this many hours (null: it ends by itself)
     */
    liftOnRequestAfterHours: number | null;
  };
  /** time-out lengths in days */
  timeOutDays: readonly number[];
  bonus: {
    /** the highest wagering requirement a bonus may carry, × the bonus (null: no cap) */
    maxWageringMultiplier: number | null;
    /** self-excluded and timed-out players get no bonus and no bonus marketing */
    noneForExcluded: boolean;
  };
  kyc: {
    /** identity is verified before the first withdrawal */
    beforeFirstWithdrawal: boolean;
    /** identity is verified before the first deposit (and so before any play) */
    beforeFirstDeposit: boolean;
    /** cumulative deposits at which verification is asked again (each threshold once), minor units */
    depositThresholds: readonly number[];
    /** a verification older than this many months is expired and asked again */
    validMonths: number;
  };
  harm: {
    /** net deposits over a rolling 30 days above this put the player into the review queue */
    netDeposit30dThreshold: number;
    /** a player in review may not deposit until the review is closed */
    pauseDepositsInReview: boolean;
  };
  /** game families and bet types the licence does not allow */
  disallowed: {
    /** game codes or families (e.g. 'aviator', 'crash') */
    games: readonly string[];
    /** sportsbook bet types */
    betTypes: readonly string[];
  };
  /** how long game, money and audit records are kept, years */
  retentionYears: number;
  display: {
    /** the time the player has been logged in is always on screen */
    sessionClock: boolean;
    /** the player's net position (won − staked) this session is always on screen */
    netPosition: boolean;
  };
}

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
    disallowed: { games: ['aviator'], betTypes: [] },
    retentionYears: 7,
    display: { sessionClock: true, netPosition: true },
  },
};

export const isLicenceCode = (value: string): value is LicenceCode => (LICENCE_CODES as readonly string[]).includes(value);
