// An instant game's auto-bet (where the licence allows it: the page draws the panel only then). The
// browser repeats the player's one request, each round an ordinary bet the server decides, and stops
// by the plan (contracts autoBetEnd: rounds, net win, net loss), on the player's Stop, or at the first
// error. The server knows no auto-bet: there is nothing of it to trust or to switch off there.
import { AUTO_BET_MAX_ROUNDS, autoBetEnd, type AutoBetEnd, type AutoBetPlan } from '@arena/contracts';
import { parseHundredths } from '../src/modules/originals-pages/game-math';
import { element, locale, money, t } from './page';

/** How an auto-bet ended: by its plan, by the player's Stop, or at a round that failed. */
export interface AutoBetResult {
  end: AutoBetEnd | 'stopped' | 'error';
  played: number;
  /** wins minus stakes since it started, minor units */
  net: number;
}

/**
 * Plays rounds until the plan, `stopped()` or a failure ends it. `playOne` plays one round and answers
 * its net (win minus stake), or null when it failed (its failure is shown); `progress` hears each round.
 */
export async function runAutoBet(
  plan: AutoBetPlan,
  playOne: () => Promise<number | null>,
  stopped: () => boolean,
  progress: (played: number, net: number) => void = () => undefined,
): Promise<AutoBetResult> {
  let played = 0;
  let net = 0;
  for (;;) {
    if (stopped()) return { end: 'stopped', played, net };
    const delta = await playOne();
    if (delta === null) return { end: 'error', played, net };
    played += 1;
    net += delta;
    progress(played, net);
    const end = autoBetEnd(plan, played, net);
    if (end) return { end, played, net };
  }
}

/** A limit field: empty is no limit; else an amount above zero, or null when it is none. */
function readLimit(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const amount = parseHundredths(text, locale);
  return amount !== null && amount > 0 ? amount : undefined;
}

/** The plan the panel's fields say, or the text of what is wrong with them. */
export function readPlan(rounds: string, win: string, loss: string): AutoBetPlan | string {
  const count = /^\d+$/.test(rounds.trim()) ? Number(rounds.trim()) : 0;
  if (count < 1 || count > AUTO_BET_MAX_ROUNDS) return t('Enter a number of rounds from 1 to {max}', { max: String(AUTO_BET_MAX_ROUNDS) });
  const stopOnWin = readLimit(win);
  const stopOnLoss = readLimit(loss);
  if (stopOnWin === undefined || stopOnLoss === undefined) return t('Enter a valid limit, or leave it empty');
  return { rounds: count, stopOnWin, stopOnLoss };
}

/** What the panel says once an auto-bet ended. */
export function endText({ end, played, net }: AutoBetResult): string {
  if (end === 'rounds') return t('Auto-bet finished: {played} rounds played.', { played: String(played) });
  if (end === 'win') return t('Auto-bet stopped: the net win reached {amount}.', { amount: money(net) });
  if (end === 'loss') return t('Auto-bet stopped: the net loss reached {amount}.', { amount: money(-net) });
  return t('Auto-bet stopped after {played} rounds.', { played: String(played) });
}

export interface AutoBetHooks {
  /** the plan's one request, taken when the player starts: the stake and the game's choices, or the text of what is wrong */
  request(): { amount: number; fields: Record<string, unknown> } | string;
  /** plays one round of that request; its net, or null when it failed (the failure is shown) */
  play(amount: number, fields: Record<string, unknown>): Promise<number | null>;
  /** shows a refusal of the panel's fields */
  refuse(text: string): void;
  /** true while it runs: the page's own controls wait */
  running(on: boolean): void;
}

/** Wires the panel (#auto-bet), when the page has one. */
export function wireAutoBet(hooks: AutoBetHooks): void {
  if (!document.getElementById('auto-bet')) return;
  const start = element<HTMLButtonElement>('auto-start');
  const stop = element<HTMLButtonElement>('auto-stop');
  const status = element('auto-status');
  const inputs = ['auto-rounds', 'auto-win', 'auto-loss'].map((id) => element<HTMLInputElement>(id));
  let stopping = false;
  stop.addEventListener('click', () => {
    stopping = true;
    stop.disabled = true;
  });
  start.addEventListener('click', () => {
    const plan = readPlan(inputs[0].value, inputs[1].value, inputs[2].value);
    if (typeof plan === 'string') return hooks.refuse(plan);
    const request = hooks.request();
    if (typeof request === 'string') return hooks.refuse(request);
    stopping = false;
    const show = (running: boolean) => {
      start.hidden = running;
      stop.hidden = !running;
      stop.disabled = false;
      for (const input of inputs) input.disabled = running;
      hooks.running(running);
    };
    show(true);
    status.textContent = t('Auto-bet: round {played} of {rounds}', { played: '1', rounds: String(plan.rounds) });
    void runAutoBet(
      plan,
      () => hooks.play(request.amount, request.fields),
      () => stopping,
      (played) => {
        if (played < plan.rounds) status.textContent = t('Auto-bet: round {played} of {rounds}', { played: String(played + 1), rounds: String(plan.rounds) });
      },
    ).then((result) => {
      status.textContent = endText(result);
      show(false);
    });
  });
}
