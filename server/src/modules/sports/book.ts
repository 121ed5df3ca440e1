// What the betting side of the book (./bets) needs from its catalogue side (./catalogue + ./feed):
// the state of selections now, a nudge when markets are settled, and every live change. Bets never
// read the catalogue's tables; the catalogue never touches money.
import type {
  MarketStatus,
  MarketType,
  OperatorSportsMargin,
  OperatorSportsMargins,
  OperatorSportsResult,
  OperatorSportsSuspend,
  SelectionResult,
  SportId,
  SportsUpdate,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';

/** a push share's unit: millionths of the stake */
export const PUSH_SCALE = 1_000_000;

/** One selection as the book offers it now, with the names a bet's leg shows (in the asked language). */
export interface SelectionState {
  selectionId: number;
  marketId: number;
  eventId: number;
  sportId: SportId;
  /** 'Galatasaray - Fenerbahçe' */
  eventName: string;
  startsAt: Date;
  marketType: MarketType;
  marketName: string;
  selectionName: string;
  /** decimal odds in hundredths, margin applied */
  price: number;
  /** the fair price (no margin), hundredths: what a cash out offer is priced from */
  fairPrice: number;
  /**
   * the push share, in millionths (PUSH_SCALE): the chance-weighted part of the stake it is expected to
   * return without its price (a void, half of a quarter line's half result); with the fair price, it
   * makes the expected return of a stake at any price: price × (1 − push) / fairPrice + push
   */
  push: number;
  marketStatus: MarketStatus;
  /** bets are taken: the market is open and the event neither ended nor cancelled */
  open: boolean;
  /** the event is in play */
  live: boolean;
  /** null until the market is settled (or voided: 'void') */
  result: SelectionResult | null;
  /** bumped each time the market's result is written (a correction writes it again) */
  settlementVersion: number;
}

export interface SportsCatalogue {
  /** the selections' state now; unknown ids are left out. `tx`: read in that transaction (a cash out re-quotes under its bet's lock) */
  quote(selectionIds: readonly number[], locale: Locale, tx?: Db): Promise<SelectionState[]>;
  /** called after markets were settled (or re-settled after a correction), with their ids */
  onSettled(listener: (marketIds: number[]) => void): void;
  /** called with each batch of live changes (prices, suspensions, scores), as the rooms get them */
  onChanged(listener: (update: SportsUpdate) => void): void;
  /** an operator's corrected final result: the event's markets are settled again; resolves to the markets whose results changed */
  correctResult(input: OperatorSportsResult): Promise<number[]>;
  /** starts the feed (when config.drive) and the live publisher */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** writes the audit entry of an operator's change in the change's own transaction */
export type AuditWrite = (tx: Db, change: { before: unknown; after: unknown }) => Promise<void>;

/** The trading desk's hand on the catalogue (the back office's Sportsbook screen). */
export interface SportsTrading {
  /** holds or releases an event (its open markets) or one market; resolves to the markets whose status changed */
  suspend(input: OperatorSportsSuspend, audit: AuditWrite): Promise<number[]>;
  /** sets or removes a margin; the open markets' prices follow at once, and the rooms hear them */
  setMargin(input: OperatorSportsMargin, audit: AuditWrite): Promise<void>;
  /** the result of an event the feed never settled: its open markets are settled (the bets follow); resolves to them */
  enterResult(input: OperatorSportsResult, audit: AuditWrite): Promise<number[]>;
  margins(): Promise<OperatorSportsMargins>;
}
