// Aviator's client: everyone watching sees the same flight, drawn on the server's clock (the offset
// from the state call) with the published flightMultiplier(t); the crash point arrives from the room
// once the server has decided the flight is over. The player bets before take-off (with an optional
// auto cash-out) and cashes out during the flight; the server alone says whether the cash-out came in
// time and what it pays. The plane rides the curve's tip and flies off at the crash (with reduced
// motion it is just gone); on a desktop Space cashes out while the player's bet flies, else bets.
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
import { flightMs, flightMultiplier, type AviatorResult } from '@arena/provably-fair/live-games';
import { payout } from '@arena/provably-fair/mapping';
import { formatMultiplier, parseHundredths } from '../src/modules/originals-pages/game-math';
import { lockForVisitor, sessionBar, stake } from './game';
import { joinRoom } from './live-room';
import { showOutcome, showPaid } from './outcome';
import { CallError, call, element, locale, money, storedToken, t } from './page';
import { play } from './sound';
import { stakeControls } from './stake-controls';

const STRIP_SIZE = 20;
/** the flight's chart spans at least this long and this high */
const CHART_MS = 10_000;
const CHART_MULTIPLIER = 200;

const token = storedToken();
const bar = token ? sessionBar() : null;
if (!token) lockForVisitor();

/** server clock − this browser's clock, from the last state call */
let offset = 0;
const serverNow = () => Date.now() + offset;
let round: LiveRound | null = null;
const bets = new Map<number, LiveBet>();
const mine = new Set<number>();
/** terminal hash by chain id: the link before round 1 of a chain */
const terminalHashes = new Map<number, string>();

const crashOf = (shown: LiveRound) => (shown.result as AviatorResult | null)?.crashPoint ?? null;
const myOpenBet = () => [...bets.values()].find((bet) => mine.has(bet.id) && bet.status === LiveBetStatus.Open) ?? null;

const fail = (error: unknown) => showOutcome(error instanceof CallError ? error.message : t('The connection failed. Please try again.'), 'error');

function renderPlayers() {
  element('players').replaceChildren(
    ...[...bets.values()].map((bet) => {
      const row = document.createElement('tr');
      row.className = `${bet.status === LiveBetStatus.Won ? 'won' : bet.status === LiveBetStatus.Lost ? 'lost' : ''}${mine.has(bet.id) ? ' mine' : ''}`;
      const cells = [bet.player, money(bet.amount), bet.multiplier > 0 ? formatMultiplier(bet.multiplier, locale) : '–', bet.win > 0 ? money(bet.win) : '–'];
      for (const text of cells) row.insertCell().textContent = text;
      return row;
    }),
  );
}

/** the verify page's address for a finished round: its hash, the salt and, when known, the hash before it */
function verifyLink(shown: LiveRound, previous: LiveRound | undefined): string {
  const query = new URLSearchParams({ lang: locale, mode: 'live', game: shown.game, hash: shown.hash ?? '', salt: shown.salt });
  const before =
    shown.index === 1 ? terminalHashes.get(shown.chainId) : previous?.chainId === shown.chainId && previous.index === shown.index - 1 ? previous.hash : null;
  if (before) query.set('previous', before);
  return `/originals/verify?${query.toString()}`;
}

const strip: LiveRound[] = [];
function renderStrip() {
  element('crashes').replaceChildren(
    ...strip.map((shown, position) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      const crash = crashOf(shown);
      link.href = verifyLink(shown, strip[position + 1]);
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = crash === null ? '–' : formatMultiplier(crash, locale);
      item.className = crash === null ? 'cancelled' : crash >= 1000 ? 'high' : crash >= 200 ? 'mid' : 'low';
      item.dataset.round = String(shown.id);
      item.append(link);
      return item;
    }),
  );
}
function addToStrip(shown: LiveRound) {
  if (strip.some((one) => one.id === shown.id)) return;
  strip.unshift(shown);
  strip.length = Math.min(strip.length, STRIP_SIZE);
  renderStrip();
}

/** a new round (or the first one seen): this round's bets start empty */
function showRound(next: LiveRound) {
  if (round?.id !== next.id) bets.clear();
  round = next;
  element('multiplier').dataset.round = String(next.id);
  if (next.phase === 'result' || next.status === SessionStatus.Cancelled) {
    addToStrip(next);
    // my bet still open at the crash lost, unless its auto cash-out was reached (paid at the settlement)
    const open = myOpenBet();
    const auto = open && 'autoCashOut' in open.params ? Number(open.params.autoCashOut) : null;
    const crash = crashOf(next);
    if (open && crash !== null && !(auto !== null && auto <= crash)) showOutcome(t('No win this time'), 'loss');
  }
  renderPlayers();
}

async function load() {
  const state = await call<LiveState>('originals/live/aviator', token ?? '');
  offset = state.serverTime - Date.now();
  for (const id of state.mine) mine.add(id);
  bets.clear();
  if (state.round) showRound(state.round);
  for (const bet of state.bets) bets.set(bet.id, bet);
  renderPlayers();
}

async function loadHistory() {
  const [chains, history] = await Promise.all([call<LiveChain[]>('originals/live/chains', ''), call<LiveRound[]>('originals/live/aviator/history', '')]);
  for (const chain of chains) terminalHashes.set(chain.id, chain.terminalHash);
  const current = chains.find((chain) => chain.game === 'aviator');
  if (current) {
    element('chain-hash').textContent = current.terminalHash;
    element('chain-salt').textContent = current.salt;
  }
  strip.splice(0, strip.length, ...history.slice(0, STRIP_SIZE));
  renderStrip();
}

/** my bets whose payment the session's net position already counts */
const accounted = new Set<number>();

/** A bet of mine paid (my cash-out's reply, or the room telling of an auto cash-out): counted once. */
function myBetPaid(bet: LiveBet, balance?: number) {
  if (!bar) return;
  if (balance !== undefined) bar.balance(balance);
  else void call<{ balance: number }>('user/balance', token!).then(({ balance: now }) => bar.balance(now), fail);
  if (accounted.has(bet.id)) return;
  accounted.add(bet.id);
  bar.net(bet.win);
  showPaid(t('Cashed out at {multiplier}: {amount}', { multiplier: formatMultiplier(bet.multiplier, locale), amount: money(bet.win) }), bet.win, bet.amount);
}

function paid(bet: LiveBet) {
  bets.set(bet.id, bet);
  renderPlayers();
  if (mine.has(bet.id)) myBetPaid(bet);
}

joinRoom('aviator', {
  onMessage(command, payload) {
    if (command === LIVE_ROOM_COMMANDS.round) showRound(payload as LiveRound);
    else if (command === LIVE_ROOM_COMMANDS.bet) {
      const bet = payload as LiveBet;
      if (bet.roundId === round?.id && !bets.has(bet.id)) bets.set(bet.id, bet);
      renderPlayers();
    } else if (command === LIVE_ROOM_COMMANDS.paid) paid(payload as LiveBet);
  },
  // (re)joined: what happened meanwhile comes from the state call
  onJoined: () => void Promise.all([load(), loadHistory()]).catch(fail),
});

// ---- the flight ----
const canvas = element<HTMLCanvasElement>('flight');
const context = canvas.getContext('2d');
const plane = element('plane');
const colors = getComputedStyle(document.documentElement);

/** the chart after `elapsedMs` of flight: where a moment of it is drawn, in canvas pixels */
function chart(elapsedMs: number) {
  const { width, height } = canvas;
  const spanMs = Math.max(CHART_MS, elapsedMs * 1.15);
  const top = Math.max(CHART_MULTIPLIER, flightMultiplier(elapsedMs) * 1.15);
  return (ms: number) => ({ x: (ms / spanMs) * width, y: height - ((flightMultiplier(ms) - 100) / (top - 100)) * (height - 12) });
}

function draw(elapsedMs: number, crashed: boolean) {
  if (!context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  if (elapsedMs <= 0) return;
  const at = chart(elapsedMs);
  const colour = crashed ? colors.getPropertyValue('--loss') || '#e5484d' : colors.getPropertyValue('--accent') || '#2fbf71';
  context.beginPath();
  context.moveTo(0, height);
  const steps = 80;
  for (let i = 1; i <= steps; i++) {
    const { x, y } = at((elapsedMs * i) / steps);
    context.lineTo(x, y);
  }
  context.lineWidth = 4;
  context.strokeStyle = colour;
  context.stroke();
  // the area under the flight, faintly
  context.lineTo(at(elapsedMs).x, height);
  context.closePath();
  context.globalAlpha = 0.15;
  context.fillStyle = colour;
  context.fill();
  context.globalAlpha = 1;
}

/** the plane: waiting on the runway, at the curve's tip nosing along it, or gone (originals.css flies it off) */
function showPlane(state: 'waiting' | 'flying' | 'gone', elapsedMs = 0) {
  plane.setAttribute('class', `plane ${state}`);
  if (state !== 'flying') return;
  const at = chart(elapsedMs);
  const tip = at(elapsedMs);
  const before = at(Math.max(0, elapsedMs - 200));
  plane.style.setProperty('--x', `${((tip.x / canvas.width) * 100).toFixed(2)}%`);
  plane.style.setProperty('--y', `${((tip.y / canvas.height) * 100).toFixed(2)}%`);
  plane.style.setProperty('--tilt', `${((Math.atan2(tip.y - before.y, tip.x - before.x) * 180) / Math.PI).toFixed(1)}deg`);
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000)).toString();
/** the round whose crash has sounded */
let crashSounded: number | null = null;

function frame() {
  const place = element<HTMLButtonElement>('place');
  const cashOut = element<HTMLButtonElement>('cashout');
  const phase = element('phase');
  const multiplier = element('multiplier');
  const open = myOpenBet();
  let canBet = false;
  cashOut.hidden = true;
  if (round) {
    const now = serverNow();
    const startsAt = Date.parse(round.startsAt);
    const crash = crashOf(round);
    if (round.status === SessionStatus.Cancelled || crash !== null) {
      const nextAt = round.nextRoundAt ? Date.parse(round.nextRoundAt) : now;
      phase.textContent = `${round.status === SessionStatus.Cancelled ? t('Round cancelled: every bet refunded') : t('Flew away at {multiplier}', { multiplier: formatMultiplier(crash ?? 100, locale) })} · ${t('Next round in {seconds} s', { seconds: seconds(nextAt - now) })}`;
      multiplier.textContent = formatMultiplier(crash ?? 100, locale);
      multiplier.className = 'result crashed';
      draw(crash === null ? 0 : Math.max(1, flightMs(crash)), true);
      showPlane('gone');
      if (crash !== null && crashSounded !== round.id) {
        crashSounded = round.id;
        play('crash');
      }
    } else if (now < startsAt) {
      canBet = round.phase === 'betting' && open === null;
      phase.textContent = t('Take-off in {seconds} s', { seconds: seconds(startsAt - now) });
      multiplier.textContent = formatMultiplier(100, locale);
      multiplier.className = 'result';
      draw(0, false);
      showPlane('waiting');
    } else {
      const reached = flightMultiplier(now - startsAt);
      phase.textContent = t('Flying');
      multiplier.textContent = formatMultiplier(reached, locale);
      multiplier.className = 'result flying';
      draw(now - startsAt, false);
      showPlane('flying', now - startsAt);
      if (open) {
        cashOut.hidden = false;
        cashOut.textContent = t('Cash out {amount}', { amount: money(payout(open.amount, reached)) });
      }
    }
  } else phase.textContent = t('Bets open at the next round');
  place.disabled = !token || !canBet;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

// ---- the player's moves ----
element<HTMLFormElement>('bet').addEventListener('submit', (event) => {
  event.preventDefault();
  if (!token || !bar) return;
  const amount = stake();
  const autoText = element<HTMLInputElement>('auto').value.trim();
  const autoCashOut = autoText === '' ? undefined : parseHundredths(autoText, locale);
  if (amount === null) return showOutcome(t('Enter a valid amount'), 'error');
  if (autoCashOut === null || (autoCashOut !== undefined && autoCashOut < 101)) return showOutcome(t('Enter a valid auto cash-out'), 'error');
  call<LiveBetReply>('originals/live/aviator/bets', token, { amount, ...(autoCashOut !== undefined && { autoCashOut }) }, crypto.randomUUID())
    .then(({ bet, balance }) => {
      mine.add(bet.id);
      bets.set(bet.id, bet);
      renderPlayers();
      bar.balance(balance);
      bar.net(-bet.amount);
      showOutcome(t('Your bet is in: {amount}', { amount: money(bet.amount) }), '');
      play('bet');
    })
    .catch(fail);
});

element('cashout').addEventListener('click', () => {
  const open = myOpenBet();
  if (!token || !open) return;
  call<LiveBetReply>('originals/live/aviator/cashout', token, { betId: open.id })
    .then(({ bet, balance }) => {
      bets.set(bet.id, bet);
      renderPlayers();
      myBetPaid(bet, balance);
    })
    .catch(fail);
});

// ½, 2×, Min, Max and the desktop's shortcuts; Space cashes out while my bet flies (the button shows then), else bets as the button does
stakeControls(
  stake,
  () => undefined,
  () => {
    const cashOut = element<HTMLButtonElement>('cashout');
    if (!cashOut.hidden) cashOut.click();
    else if (!element<HTMLButtonElement>('place').disabled) element<HTMLFormElement>('bet').requestSubmit();
  },
);

if (token) void call<{ balance: number }>('user/balance', token).then(({ balance }) => bar?.balance(balance), fail);
