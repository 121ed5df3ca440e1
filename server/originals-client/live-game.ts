// The frame every shared-round game plays in: the bar's balance, session time and net position (game.ts),
// the round's phase with its countdown on the server's clock, the room's messages (a phase began, a bet
// was placed, a bet was paid), the bets of the round, the strip of the last results, and the hash
// chain with the last round's hash and its verify link. A game adds how its round, its results and its
// bets look, and places its bets through `place`.
import {
  LIVE_ROOM_COMMANDS,
  LiveBetStatus,
  SessionStatus,
  type LiveBet,
  type LiveBetReply,
  type LiveChain,
  type LiveRound,
  type LiveState,
} from '@arena/contracts';
import { sessionBar } from './game';
import { joinRoom } from './live-room';
import { showOutcome, showPaid, type OutcomeKind } from './outcome';
import { CallError, call, element, locale, money, storedToken, t } from './page';

const STRIP_SIZE = 20;

export interface LiveGameClient<R> {
  game: string;
  /** a phase of a round began (the round as the room sends it); `now()` is the server's clock */
  onRound(round: LiveRound, now: () => number): void;
  /** a finished round's result in the strip */
  stripEntry(result: R): { text: string; className: string };
  /** the player's choice of a bet, as text */
  betText(params: Record<string, unknown>): string;
  /** the room's messages besides round, bet and paid */
  onMessage?(command: string, payload: unknown): void;
  /** the bets may be placed (betting phase, signed in) or not */
  onBetting?(open: boolean): void;
}

export interface LiveGame {
  /** the signed-in player's token, null for a watcher */
  token: string | null;
  /** places a bet of the round on sale: the reply, or a shown error */
  place<T = LiveBetReply>(path: string, body: object): Promise<T | null>;
  /** the player has placed `amount` and will be told of its win by the round's bets */
  staked(amount: number, betIds: number[], balance: number): void;
  showOutcome(text: string, kind: OutcomeKind): void;
  /** the server's clock now, ms */
  now(): number;
}

export function startLiveGame<R>(client: LiveGameClient<R>): LiveGame {
  const token = storedToken();
  const bar = token ? sessionBar() : null;
  let offset = 0;
  let round: LiveRound | null = null;
  const mine = new Set<number>();
  const counted = new Set<number>();
  const bets = new Map<number, LiveBet>();
  const now = () => Date.now() + offset;

  const fail = (error: unknown) => showOutcome(error instanceof CallError ? error.message : t('The connection failed. Please try again.'), 'error');

  const showBets = () => {
    const rows = [...bets.values()].map((bet) => {
      const row = document.createElement('tr');
      row.className = `${mine.has(bet.id) ? 'mine ' : ''}${bet.win > 0 ? 'won' : ''}`;
      for (const text of [bet.player, client.betText(bet.params), money(bet.amount), bet.win > 0 ? money(bet.win) : '–']) row.insertCell().textContent = text;
      return row;
    });
    element('bets').replaceChildren(...rows);
  };
  const addToStrip = (finished: LiveRound) => {
    if (!finished.result) return;
    const { text, className } = client.stripEntry(finished.result as R);
    const item = document.createElement('li');
    item.textContent = text;
    item.className = className;
    element('strip').prepend(item);
    while (element('strip').children.length > STRIP_SIZE) element('strip').lastElementChild?.remove();
  };
  const showFairness = async (current: LiveRound) => {
    const chains = await call<LiveChain[]>('originals/live/chains', token ?? '');
    const chain = chains.find((one) => one.id === current.chainId);
    if (chain) {
      element('chain-hash').textContent = chain.terminalHash;
      element('chain-salt').textContent = chain.salt;
    }
  };
  let lastHash: string | null = null;
  /** the last round's hash and its verify link (with the hash before it, when it is known, to check the link) */
  const showRoundHash = (finished: LiveRound, previous: string | null) => {
    if (!finished.hash) return;
    element('round-hash').textContent = finished.hash;
    const query = new URLSearchParams({ lang: locale, game: client.game, hash: finished.hash, salt: finished.salt, ...(previous && { previous }) });
    element<HTMLAnchorElement>('verify-link').href = `/originals/verify?${query.toString()}`;
    lastHash = finished.hash;
  };
  // the player's wins arrive with the round's bets; each is counted once
  const countWins = () => {
    for (const bet of bets.values()) {
      if (!mine.has(bet.id) || counted.has(bet.id) || bet.status === LiveBetStatus.Open) continue;
      counted.add(bet.id);
      bar?.net(bet.win);
      if (bet.win > 0) showPaid(t('You won {amount}', { amount: money(bet.win) }), bet.win, bet.amount);
    }
  };

  const phaseText = () => {
    if (!round) return '–';
    const seconds = (at: string | null) => String(Math.max(0, Math.ceil(((at ? Date.parse(at) : now()) - now()) / 1000)));
    if (round.status === SessionStatus.Cancelled) return t('Round cancelled: every bet refunded');
    if (round.phase === 'betting') return t('Bets open: {seconds} s', { seconds: seconds(round.startsAt) });
    if (round.phase === 'running') return t('Drawing…');
    return t('Next round in {seconds} s', { seconds: seconds(round.nextRoundAt) });
  };
  const tick = () => {
    element('phase').textContent = phaseText();
    client.onBetting?.(token !== null && round?.phase === 'betting' && now() < Date.parse(round.startsAt));
  };

  const onRound = (next: LiveRound) => {
    if (round?.id !== next.id) bets.clear();
    round = next;
    if (next.phase === 'result' || next.status === SessionStatus.Cancelled) {
      addToStrip(next);
      showRoundHash(next, lastHash);
      // the settled bets (wins) and the balance after them
      void loadState().catch(fail);
    }
    client.onRound(next, now);
    showBets();
    tick();
  };

  async function loadState() {
    const state = await call<LiveState>(`originals/live/${client.game}`, token ?? '');
    offset = state.serverTime - Date.now();
    state.mine.forEach((id) => mine.add(id));
    if (state.round && round?.id !== state.round.id) {
      round = state.round;
      bets.clear();
      client.onRound(state.round, now);
      void showFairness(state.round).catch(fail);
    }
    // joined mid-round: what the room has shown so far (bingo's balls), without waiting for its next message
    if (state.progress) client.onMessage?.(LIVE_ROOM_COMMANDS.progress, state.progress);
    state.bets.forEach((bet) => bets.set(bet.id, bet));
    countWins();
    showBets();
    if (token) bar?.balance((await call<{ balance: number }>('user/balance', token)).balance);
  }
  async function loadHistory() {
    const history = await call<LiveRound[]>(`originals/live/${client.game}/history`, token ?? '');
    element('strip').replaceChildren();
    history.slice(0, STRIP_SIZE).reverse().forEach(addToStrip);
    if (history[0]) showRoundHash(history[0], history[1]?.hash ?? null);
  }

  if (!token) {
    element('login').hidden = false;
    element('game').classList.add('watching');
  }
  setInterval(tick, 250);
  void Promise.all([loadState(), loadHistory()]).catch(fail);
  let joined = false;
  joinRoom(client.game, {
    onMessage(command, payload) {
      if (command === LIVE_ROOM_COMMANDS.round) return onRound(payload as LiveRound);
      if (command === LIVE_ROOM_COMMANDS.bet || command === LIVE_ROOM_COMMANDS.paid) {
        const bet = payload as LiveBet;
        if (bet.roundId === round?.id) bets.set(bet.id, bet);
        countWins();
        return showBets();
      }
      client.onMessage?.(command, payload);
    },
    // back after a lost connection: what was missed
    onJoined: () => {
      if (joined) void Promise.all([loadState(), loadHistory()]).catch(fail);
      joined = true;
    },
  });

  return {
    token,
    now,
    showOutcome,
    async place<T = LiveBetReply>(path: string, body: object) {
      if (!token) return null;
      try {
        // one key per bet the player places: a retried call cannot stake twice
        return await call<T>(path, token, body, crypto.randomUUID());
      } catch (error) {
        fail(error);
        return null;
      }
    },
    staked(amount, betIds, balance) {
      betIds.forEach((id) => mine.add(id));
      bar?.net(-amount);
      bar?.balance(balance);
      showBets();
    },
  };
}
