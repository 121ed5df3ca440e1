// The frame every Originals game plays in: balance, session time and net position (UKGC RTS 13), the
// seed pair (hash shown before play, client seed editable, nonce, rotation revealing the old seed),
// the bet form and the round history with its verify links. A single-step game (Dice, Limbo) adds its
// controls, what it sends with a bet, and how a round's result is shown; a game whose round takes
// several calls (Blackjack) places the bet itself and hands back the finished round.
import { formatAmount, SessionStatus, type OriginalsGame, type OriginalsPlayGame, type OriginalsRound, type OriginalsSeeds } from '@arena/contracts';
import { formatElapsed, parseHundredths, verifyHref } from '../src/modules/originals-pages/game-math';
import { CallError, call, element, locale, money, storedToken, t } from './page';
import { wireAutoBet } from './auto-bet';
import { stakeControls } from './stake-controls';
import { showOutcome, showPaid } from './outcome';

/** A round as the studio answers it (contracts OriginalsRound), its outcome with the player's choice (target, over) or actions. */
export type Round<O> = Omit<OriginalsRound, 'outcome'> & { outcome: (O & { target?: number; over?: boolean; actions?: string[] }) | null };

interface ClientBase<O> {
  game: OriginalsGame;
  /** the outcome's result as text (the roll, the drawn multiplier) */
  resultText(outcome: O): string;
  /** called whenever the figures shown before a bet must be recomputed */
  refresh(): void;
  /** the choices the verify page needs besides target and direction, as address fields */
  verifyChoices?(outcome: O): Record<string, string>;
  /** called with each round's outcome as it joins the history, oldest first */
  recorded?(outcome: O): void;
}

export interface GameClient<O> extends ClientBase<O> {
  game: OriginalsPlayGame;
  /** the bet's game fields, or an error text when a control holds no valid value; an `amount` among them is the stake (roulette: the sum of its chips) */
  betFields(): Record<string, unknown> | string;
  /** shows the result, animated for at most two seconds (a slot's reels at least 2.5 s); resolves when it is shown */
  reveal(outcome: O, won: boolean): Promise<void>;
}

/** What the frame lends a game that plays its rounds itself. */
export interface FrameView {
  token: string;
  showBalance(balance: number): void;
  /** shows a failed call's message */
  fail(error: unknown): void;
}

/** A game whose round takes several calls: it plays a round to its end and resolves with it. */
export interface RoundsClient<O> extends ClientBase<O> {
  /** bets `amount` and plays the round; resolves with the finished round */
  play(amount: number, frame: FrameView): Promise<Round<O>>;
  /** plays the round left open (a reload, a restart) to its end; null when there is none */
  resume(frame: FrameView): Promise<Round<O> | null>;
  /** the text of a finished round, when the frame's win/no-win text does not say it (a push) */
  finishedText?(round: Round<O>): string | undefined;
}

const HISTORY_SIZE = 20;

/** The bet amount the player typed, in kuruş, or null when it is no valid amount (looked up when asked: bingo's page has none). */
export const stake = (): number | null => parseHundredths(element<HTMLInputElement>('amount').value, locale);

/** A visitor sees the game locked, with the way to log in. */
export function lockForVisitor(): void {
  element('login').hidden = false;
  element('game').classList.add('locked');
  element<HTMLButtonElement>('place').disabled = true;
  const autoStart = document.getElementById('auto-start');
  if (autoStart instanceof HTMLButtonElement) autoStart.disabled = true;
}

/** The bar's figures (UKGC RTS 13): the balance, the session's elapsed time and its net position. */
export function sessionBar() {
  const started = Date.now();
  let net = 0;
  const showNet = () => {
    element('net').textContent = money(net);
    element('net').className = net > 0 ? 'up' : net < 0 ? 'down' : '';
  };
  setInterval(() => (element('elapsed').textContent = formatElapsed(Date.now() - started)), 1000);
  showNet();
  return {
    balance: (balance: number) => (element('balance').textContent = money(balance)),
    /** the session's net position moves by `delta` (a win minus its stake) */
    net: (delta: number) => {
      net += delta;
      showNet();
    },
  };
}

/** What a single-step game may ask of the frame: play a round with fields of its own (a slot's free spin). */
export interface Frame<O> {
  /** plays a round of `amount` with `fields` as a bet does; resolves with it, or null when it failed (the failure is shown) */
  play(amount: number, fields: Record<string, unknown>): Promise<Round<O> | null>;
}

/** Starts the frame; null for a visitor. */
export function startGame<O>(client: GameClient<O> | RoundsClient<O>): Frame<O> | null {
  const amountInput = element<HTMLInputElement>('amount');
  amountInput.addEventListener('input', () => client.refresh());
  const button = element<HTMLButtonElement>('place');
  const form = element<HTMLFormElement>('bet');
  // an instant game's field carries its limits: ½, 2×, Min, Max and the shortcuts (a shortcut bets only when the button may)
  const controls = amountInput.dataset.min
    ? stakeControls(
        stake,
        () => client.refresh(),
        () => {
          if (!button.disabled) form.requestSubmit();
        },
      )
    : null;
  // "12,5" reads back as "12,50": the amount as the player's language writes money
  amountInput.addEventListener('blur', () => {
    const amount = stake();
    if (amount !== null) amountInput.value = formatAmount(amount, locale);
  });
  const token = storedToken();
  if (!token) {
    lockForVisitor();
    return null;
  }
  const bar = sessionBar();
  const showBalance = bar.balance;
  const showSeeds = (seeds: OriginalsSeeds) => {
    element('seed-hash').textContent = seeds.serverSeedHash;
    element<HTMLInputElement>('client-seed').value = seeds.clientSeed;
    element('nonce').textContent = String(seeds.nonce);
  };
  const fail = (error: unknown) => showOutcome(error instanceof CallError ? error.message : t('The connection failed. Please try again.'), 'error');

  const historyRow = (round: Round<O>) => {
    const row = document.createElement('tr');
    row.className = round.win > 0 ? 'won' : 'lost';
    const cells = [
      String(round.nonce),
      money(round.amount),
      round.outcome ? client.resultText(round.outcome) : '–',
      round.win > 0 ? money(round.win) : t('Loss'),
    ];
    for (const text of cells) row.insertCell().textContent = text;
    const link = document.createElement('a');
    link.href = verifyHref({
      ...round,
      lang: locale,
      target: round.outcome?.target,
      over: round.outcome?.over,
      actions: round.outcome?.actions,
      choices: round.outcome ? client.verifyChoices?.(round.outcome) : undefined,
    });
    link.textContent = t('Verify');
    link.target = '_blank';
    link.rel = 'noopener';
    row.insertCell().append(link);
    return row;
  };
  const addToHistory = (round: Round<O>) => {
    const body = element('history');
    body.prepend(historyRow(round));
    while (body.children.length > HISTORY_SIZE) body.lastElementChild?.remove();
    if (round.outcome) client.recorded?.(round.outcome);
  };
  // the studio lists every Originals game's rounds, newest first
  const loadHistory = () =>
    call<Round<O>[]>('originals/rounds', token).then((rounds) => {
      element('history').replaceChildren();
      rounds
        // a round still in play (an open Blackjack hand) is listed once it is finished
        .filter((round) => round.game === client.game && round.status !== SessionStatus.Processing)
        .slice(0, HISTORY_SIZE)
        .reverse()
        .forEach(addToHistory);
    });
  const loadSeeds = () => call<OriginalsSeeds>('originals/seeds', token).then(showSeeds);

  client.refresh();

  void Promise.all([call<{ balance: number }>('user/balance', token).then(({ balance }) => showBalance(balance)), loadSeeds(), loadHistory()]).catch(fail);

  const finished = (round: Round<O>) => {
    // a free spin moves no cash: its win is bonus money
    bar.net(round.freeSpin ? 0 : round.win - round.amount);
    showBalance(round.balance);
    element('nonce').textContent = String(round.nonce + 1);
    const text =
      ('finishedText' in client && client.finishedText?.(round)) ||
      (round.win > 0 ? t(round.freeSpin ? 'You won {amount} in bonus money' : 'You won {amount}', { amount: money(round.win) }) : t('No win this time'));
    showPaid(text, round.win, round.amount);
    addToHistory(round);
  };
  const frame: FrameView = { token, showBalance, fail };
  /** an auto-bet is placing the bets: the bet button, the stake and its shortcuts wait for it */
  let autoRunning = false;
  /** the bet button waits while a round is played */
  const playing = (round: Promise<Round<O> | null>): Promise<Round<O> | null> => {
    button.disabled = true;
    return round
      .then((done) => {
        if (done) finished(done);
        return done;
      })
      .catch((error: unknown) => {
        fail(error);
        return null;
      })
      .finally(() => (button.disabled = autoRunning || element('game').classList.contains('locked')));
  };
  /** a single-step game's round: the studio plays it, the game shows it */
  const playRound = (game: GameClient<O>, amount: number, fields: Record<string, unknown>) =>
    playing(
      call<{ round: Round<O> }>(`originals/${game.game}/play`, token, { amount, ...fields }, crypto.randomUUID()).then(async ({ round }) => {
        if (round.outcome) await game.reveal(round.outcome, round.win > 0);
        return round;
      }),
    );
  if ('resume' in client) void playing(client.resume(frame));
  else {
    const single = client;
    wireAutoBet({
      request: () => {
        const amount = stake();
        if (amount === null) return t('Enter a valid amount');
        const fields = single.betFields();
        return typeof fields === 'string' ? fields : { amount, fields };
      },
      play: async (amount, fields) => {
        showOutcome('', '');
        const round = await playRound(single, amount, fields);
        return round ? round.win - round.amount : null;
      },
      refuse: (text) => showOutcome(text, 'error'),
      running: (on) => {
        autoRunning = on;
        button.disabled = on;
        controls?.setEnabled(!on);
      },
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = stake();
    if (amount === null) return showOutcome(t('Enter a valid amount'), 'error');
    showOutcome('', '');
    if ('play' in client) return void playing(client.play(amount, frame));
    const fields = client.betFields();
    if (typeof fields === 'string') return showOutcome(fields, 'error');
    void playRound(client, amount, fields);
  });

  element<HTMLFormElement>('client-seed-form').addEventListener('submit', (event) => {
    event.preventDefault();
    call<OriginalsSeeds>('originals/seeds/client', token, { clientSeed: element<HTMLInputElement>('client-seed').value.trim() })
      .then(showSeeds)
      .catch(fail);
  });

  element('rotate').addEventListener('click', () => {
    call<{ previousServerSeed: string }>('originals/seeds/rotate', token, {})
      .then(({ previousServerSeed }) => {
        const revealed = element('revealed');
        revealed.hidden = false;
        revealed.textContent = `${t('Revealed server seed')}: ${previousServerSeed}`;
        // the new pair, and the old rounds' links now carrying the revealed seed
        return Promise.all([loadSeeds(), loadHistory()]);
      })
      .catch(fail);
  });

  return {
    play: (amount, fields) => {
      showOutcome('', '');
      // a game that plays its rounds itself has no rounds of the frame's to play
      return 'play' in client ? Promise.resolve(null) : playRound(client, amount, fields);
    },
  };
}

/** The player asks for less motion: a scene shows its end state at once. */
export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Runs `frame(progress 0..1)` on animation frames for `ms` (eased out), then resolves; with reduced motion only its last frame, at once. */
export function animate(ms: number, frame: (progress: number) => void): Promise<void> {
  if (reducedMotion()) {
    frame(1);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      // a frame's timestamp may precede the start taken just before it: never a negative progress
      const linear = Math.min(1, Math.max(0, (now - start) / ms));
      frame(1 - (1 - linear) ** 3);
      if (linear < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
