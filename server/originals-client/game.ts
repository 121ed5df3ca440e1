// The frame every single-step game plays in: balance, session time and net position (UKGC RTS 13), the
// seed pair (hash shown before play, client seed editable, nonce, rotation revealing the old seed),
// the bet form and the round history with its verify links. A game adds its controls, what it sends
// with a bet, and how a round's result is shown.
import { formatAmount, type OriginalsPlayGame, type OriginalsRound, type OriginalsSeeds } from '@arena/contracts';
import { formatElapsed, parseHundredths, verifyHref } from '../src/modules/originals-client/game-math';
import { CallError, call, element, locale, money, storedToken, t } from './page';

/** A round as the studio answers it (contracts OriginalsRound), its outcome with the player's choice (target, over). */
export type Round<O> = Omit<OriginalsRound, 'outcome'> & { outcome: (O & { target?: number; over?: boolean }) | null };

export interface GameClient<O> {
  game: OriginalsPlayGame;
  /** the bet's game fields, or an error text when a control holds no valid value; an `amount` among them is the stake (roulette: the sum of its chips) */
  betFields(): Record<string, unknown> | string;
  /** the outcome's result as text (the roll, the drawn multiplier) */
  resultText(outcome: O): string;
  /** shows the result, animated for at most two seconds; resolves when it is shown */
  reveal(outcome: O, won: boolean): Promise<void>;
  /** the choices the verify page needs besides target and direction, as address fields */
  verifyChoices?(outcome: O): Record<string, string>;
  /** called with each round's outcome as it joins the history, oldest first */
  recorded?(outcome: O): void;
  /** called whenever the figures shown before a bet must be recomputed */
  refresh(): void;
}

const HISTORY_SIZE = 20;

const amountInput = element<HTMLInputElement>('amount');

/** The bet amount the player typed, in kuruş, or null when it is no valid amount. */
export const stake = (): number | null => parseHundredths(amountInput.value, locale);

export function startGame<O>(client: GameClient<O>): void {
  amountInput.addEventListener('input', () => client.refresh());
  // "12,5" reads back as "12,50": the amount as the player's language writes money
  amountInput.addEventListener('blur', () => {
    const amount = stake();
    if (amount !== null) amountInput.value = formatAmount(amount, locale);
  });
  const loggedOut = () => {
    element('login').hidden = false;
    element('game').classList.add('locked');
    element<HTMLButtonElement>('place').disabled = true;
  };
  const token = storedToken();
  if (!token) return loggedOut();
  const started = Date.now();
  let net = 0;

  const showBalance = (balance: number) => (element('balance').textContent = money(balance));
  const showNet = () => {
    element('net').textContent = money(net);
    element('net').className = net > 0 ? 'up' : net < 0 ? 'down' : '';
  };
  const showSeeds = (seeds: OriginalsSeeds) => {
    element('seed-hash').textContent = seeds.serverSeedHash;
    element<HTMLInputElement>('client-seed').value = seeds.clientSeed;
    element('nonce').textContent = String(seeds.nonce);
  };
  const showOutcome = (text: string, kind: 'win' | 'loss' | 'error' | '') => {
    element('outcome').textContent = text;
    element('outcome').className = `outcome ${kind}`;
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
    if (round.outcome) client.recorded?.(round.outcome);
    while (body.children.length > HISTORY_SIZE) body.lastElementChild?.remove();
  };
  // the studio lists every Originals game's rounds, newest first
  const loadHistory = () =>
    call<Round<O>[]>('originals/rounds', token).then((rounds) => {
      element('history').replaceChildren();
      rounds
        .filter((round) => round.game === client.game)
        .slice(0, HISTORY_SIZE)
        .reverse()
        .forEach(addToHistory);
    });
  const loadSeeds = () => call<OriginalsSeeds>('originals/seeds', token).then(showSeeds);

  setInterval(() => (element('elapsed').textContent = formatElapsed(Date.now() - started)), 1000);
  showNet();
  client.refresh();

  void Promise.all([call<{ balance: number }>('user/balance', token).then(({ balance }) => showBalance(balance)), loadSeeds(), loadHistory()]).catch(fail);

  element<HTMLFormElement>('bet').addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = stake();
    const fields = client.betFields();
    if (amount === null) return showOutcome(t('Enter a valid amount'), 'error');
    if (typeof fields === 'string') return showOutcome(fields, 'error');
    const button = element<HTMLButtonElement>('place');
    button.disabled = true;
    showOutcome('', '');
    call<{ round: Round<O> }>(`originals/${client.game}/play`, token, { amount, ...fields }, crypto.randomUUID())
      .then(async ({ round }) => {
        if (round.outcome) await client.reveal(round.outcome, round.win > 0);
        net += round.win - round.amount;
        showNet();
        showBalance(round.balance);
        element('nonce').textContent = String(round.nonce + 1);
        showOutcome(round.win > 0 ? t('You won {amount}', { amount: money(round.win) }) : t('No win this time'), round.win > 0 ? 'win' : 'loss');
        addToHistory(round);
      })
      .catch(fail)
      .finally(() => (button.disabled = element('game').classList.contains('locked')));
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
}

/** Runs `frame(progress 0..1)` on animation frames for `ms` (eased out), then resolves. */
export function animate(ms: number, frame: (progress: number) => void): Promise<void> {
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
