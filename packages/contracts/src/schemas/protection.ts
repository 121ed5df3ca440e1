// Player protection (issue 15; UKGC RTS 12–14, LCCP, MGA player protection directive): limits the
// player sets on themself, the reality check, time-out, self-exclusion, account closure and the
// activity statement. The server enforces every one of them in its wallet and launch paths; these
// are the screens' calls. Amounts minor units; durations minutes; times ISO 8601 UTC.
import { Type, type Static } from '@sinclair/typebox';
import { literals, Nullable } from './envelope';

/** deposit and loss limits are money per period; the session limit is minutes of play per period */
export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** RTS 12: an increase or a removal waits this long, then needs the player's confirmation */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** the account area's page where the player sets their limits: refusals that need a limit point here */
export const LIMITS_PAGE = '/dashboard/responsible-gambling';
/**
 * A failure's `code` (ApiReply) when the licence asks for a deposit limit before any deposit and the
 * player has none: the deposit form links to LIMITS_PAGE on it.
 */
export const DEPOSIT_LIMIT_REQUIRED = 'deposit_limit_required';
/** time-out lengths in days (24 hours to 6 weeks) */
export const TIME_OUT_DAYS = [1, 7, 14, 30, 42] as const;
/** self-exclusion lengths in months (6 months, 1 year, 5 years) */
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
/** reality check intervals the player can choose, in minutes */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const ACCOUNT_CLOSURE_REASONS = ['gambling_problem', 'not_enjoying', 'too_expensive', 'other_site', 'other'] as const;
export type AccountClosureReason = (typeof ACCOUNT_CLOSURE_REASONS)[number];
export const STATEMENT_PERIODS = ['day', 'week', 'month'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

export const limitKindSchema = literals(LIMIT_KINDS);
export const limitPeriodSchema = literals(LIMIT_PERIODS);

export const playerLimitSchema = Type.Object(
  {
    kind: limitKindSchema,
    period: limitPeriodSchema,
    /** in force now: minor units (deposit, loss) or minutes (session) */
    amount: Type.Integer({ minimum: 1 }),
    /** used of it in the current period (deposited, net loss, minutes played) */
    used: Type.Integer({ minimum: 0 }),
    /** when the current period ends (Europe/Istanbul calendar day, ISO week, month) */
    resetsAt: Type.String({ format: 'date-time' }),
    /** a requested increase (amount) or removal (null) waiting out its 24 hours */
    pending: Nullable(
      Type.Object(
        {
          amount: Nullable(Type.Integer({ minimum: 1 })),
          /** from then the player can confirm it */
          effectiveAt: Type.String({ format: 'date-time' }),
          /** effectiveAt has passed: the confirm call applies it */
          confirmable: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'PlayerLimit', additionalProperties: false },
);
export type PlayerLimit = Static<typeof playerLimitSchema>;

export const exclusionSchema = Type.Object(
  {
    kind: literals(['time_out', 'self_exclusion'] as const),
    startedAt: Type.String({ format: 'date-time' }),
    until: Type.String({ format: 'date-time' }),
    /**
     * a self-exclusion past `until` under a licence that lifts it only on request: true while the player
     * has not asked to return (the account stays closed); once they asked, `reopensAt` says when it opens
     */
    awaitingReturn: Type.Optional(Type.Boolean()),
    reopensAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { $id: 'Exclusion', additionalProperties: false },
);
export type Exclusion = Static<typeof exclusionSchema>;

/** GET protection/settings → data */
export const protectionSettingsSchema = Type.Object(
  {
    limits: Type.Array(playerLimitSchema),
    /** the reality check's interval; null: off */
    realityCheckMinutes: Nullable(Type.Integer({ minimum: 1 })),
    /** an exclusion in force (a player under one is logged out, so this shows only to operators and tests) */
    exclusion: Nullable(exclusionSchema),
    /** what the site's licence lets the player choose (packages/contracts/src/licence.ts) */
    rules: Type.Object(
      {
        realityCheckIntervals: Type.Array(Type.Integer({ minimum: 1 })),
        /** the reality check cannot be switched off */
        realityCheckMandatory: Type.Boolean(),
        /** a raised or removed limit waits this long */
        coolingOffHours: Type.Integer({ minimum: 0 }),
        timeOutDays: Type.Array(Type.Integer({ minimum: 1 })),
        selfExclusionMonths: Type.Array(Type.Integer({ minimum: 1 })),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'ProtectionSettings', additionalProperties: false },
);
export type ProtectionSettings = Static<typeof protectionSettingsSchema>;

/** POST protection/limit: set, lower, raise or remove (amount null) one limit; a raise or removal waits 24 h */
export const setLimitRequestSchema = Type.Object(
  { kind: limitKindSchema, period: limitPeriodSchema, amount: Nullable(Type.Integer({ minimum: 1 })) },
  { $id: 'SetLimitRequest', additionalProperties: false },
);
export type SetLimitRequest = Static<typeof setLimitRequestSchema>;

/** POST protection/limit/confirm: applies a pending raise or removal whose 24 hours have passed */
export const confirmLimitRequestSchema = Type.Object(
  { kind: limitKindSchema, period: limitPeriodSchema },
  { $id: 'ConfirmLimitRequest', additionalProperties: false },
);
export type ConfirmLimitRequest = Static<typeof confirmLimitRequestSchema>;

/** POST protection/reality-check */
export const realityCheckRequestSchema = Type.Object(
  { minutes: Nullable(Type.Union(REALITY_CHECK_MINUTES.map((minutes) => Type.Literal(minutes)))) },
  { $id: 'RealityCheckRequest', additionalProperties: false },
);
export type RealityCheckRequest = Static<typeof realityCheckRequestSchema>;

/** GET protection/session → data: the reality check's figures for the player's current login session */
export const playSessionSchema = Type.Object(
  {
    startedAt: Type.String({ format: 'date-time' }),
    elapsedSeconds: Type.Integer({ minimum: 0 }),
    /** wins minus stakes in this session (negative: a loss) */
    net: Type.Integer(),
    staked: Type.Integer({ minimum: 0 }),
    won: Type.Integer({ minimum: 0 }),
    realityCheckMinutes: Nullable(Type.Integer({ minimum: 1 })),
  },
  { $id: 'PlaySession', additionalProperties: false },
);
export type PlaySession = Static<typeof playSessionSchema>;

/** POST protection/time-out: cannot be undone early; the player is logged out */
export const timeOutRequestSchema = Type.Object(
  { days: Type.Union(TIME_OUT_DAYS.map((days) => Type.Literal(days))), password: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'TimeOutRequest', additionalProperties: false },
);
export type TimeOutRequest = Static<typeof timeOutRequestSchema>;

/** POST protection/self-exclusion: cannot be undone early; the player is logged out */
export const selfExclusionRequestSchema = Type.Object(
  { months: Type.Union(SELF_EXCLUSION_MONTHS.map((months) => Type.Literal(months))), password: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'SelfExclusionRequest', additionalProperties: false },
);
export type SelfExclusionRequest = Static<typeof selfExclusionRequestSchema>;

/** POST protection/close-account: the player is logged out and cannot log in again */
export const closeAccountRequestSchema = Type.Object(
  { reason: literals(ACCOUNT_CLOSURE_REASONS), note: Type.Optional(Type.String({ maxLength: 500 })), password: Type.String({ minLength: 1, maxLength: 100 }) },
  { $id: 'CloseAccountRequest', additionalProperties: false },
);
export type CloseAccountRequest = Static<typeof closeAccountRequestSchema>;

/** GET protection/statement?period=&count= → data: newest period first */
export const statementQuerySchema = Type.Object(
  { period: literals(STATEMENT_PERIODS), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 36 })) },
  { $id: 'StatementQuery', additionalProperties: false },
);
export type StatementQuery = Static<typeof statementQuerySchema>;

export const statementRowSchema = Type.Object(
  {
    /** the period's first instant (Europe/Istanbul) */
    from: Type.String({ format: 'date-time' }),
    to: Type.String({ format: 'date-time' }),
    deposits: Type.Integer({ minimum: 0 }),
    withdrawals: Type.Integer({ minimum: 0 }),
    staked: Type.Integer({ minimum: 0 }),
    won: Type.Integer({ minimum: 0 }),
    /** won − staked */
    net: Type.Integer(),
  },
  { $id: 'StatementRow', additionalProperties: false },
);
export type StatementRow = Static<typeof statementRowSchema>;

export const activityStatementSchema = Type.Object(
  {
    rows: Type.Array(statementRowSchema),
    /** since the account was opened */
    lifetime: Type.Object(
      { deposits: Type.Integer(), withdrawals: Type.Integer(), staked: Type.Integer(), won: Type.Integer(), net: Type.Integer() },
      { additionalProperties: false },
    ),
  },
  { $id: 'ActivityStatement', additionalProperties: false },
);
export type ActivityStatement = Static<typeof activityStatementSchema>;
