// Where a benchmark's calls spend their database round trips: every statement sent through pg (a
// pool's query, or a checked-out client's inside a transaction) made while `measure` runs is counted
// and timed under the phase given (bet, win) and a step named after what it reads or writes.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** the step a statement belongs to, from its prepared name (the wallet's) or its text; first match wins */
const STEPS = [
  [/^wallet_move_.*_split$/, 'ledger movement, cash + bonus money'],
  [/^wallet_move_/, 'ledger movement (one statement)'],
  [/^wallet_by_key/, 'replay check (key lookup)'],
  [/^wallet_lock_spendable/, 'player lock (cash + bonus rows)'],
  [/^wallet_(cash_balance|cash_account)/, 'why nothing moved (explain)'],
  [/^wallet_/, 'other wallet statements'],
  [/^\s*(begin|commit|rollback|savepoint|release)\b/i, 'transaction: BEGIN / COMMIT'],
  [/player_protection/, 'protection: exclusion row'],
  [/player_limits/, 'protection: limits'],
  [/login_sessions|ledger_transactions/, 'protection: limit usage'],
  [/player_locks/, 'operator lock'],
  [/bonus_|player_bonuses|casino_games|originals_rounds|live_bets/, 'bonus: max bet, wagering'],
];

const stepOf = (config) => {
  const name = typeof config === 'object' ? (config.name ?? '') : '';
  const text = typeof config === 'string' ? config : (config.text ?? '');
  for (const [pattern, step] of STEPS) if (pattern.test(name) || pattern.test(text)) return step;
  return `other: ${text.replace(/\s+/g, ' ').slice(0, 40)}`;
};

const phases = new AsyncLocalStorage();
/** phase → step → { count, ms } */
const tally = new Map();

function add(phase, step, ms) {
  if (!tally.has(phase)) tally.set(phase, new Map());
  const steps = tally.get(phase);
  const entry = steps.get(step) ?? { count: 0, ms: 0 };
  entry.count += 1;
  entry.ms += ms;
  steps.set(step, entry);
}

/** times the promise a query answers (a query given a callback is pg-pool's own, counted by the pool's wrapper) */
function timed(original) {
  return function (config, values, callback) {
    const phase = phases.getStore();
    if (!phase || typeof values === 'function' || typeof callback === 'function' || typeof config?.submit === 'function') {
      return original.apply(this, arguments);
    }
    const started = performance.now();
    const result = original.apply(this, arguments);
    const done = () => add(phase, stepOf(config), performance.now() - started);
    result.then(done, done);
    return result;
  };
}

pg.Pool.prototype.query = timed(pg.Pool.prototype.query);
pg.Client.prototype.query = timed(pg.Client.prototype.query);

/** runs `work`, its statements counted under `phase` */
export const measure = (phase, work) => phases.run(phase, work);

/** The steps per pair: queries and milliseconds (summed over the workers) of each, by phase, as lines to print. */
export function breakdown(pairs) {
  const lines = [];
  const row = (label, count, ms) => `  ${label.padEnd(44)} ${(count / pairs).toFixed(2).padStart(7)} ${(ms / pairs).toFixed(3).padStart(9)}`;
  lines.push(`  ${'step (per bet+win pair)'.padEnd(44)} ${'queries'.padStart(7)} ${'ms in db'.padStart(9)}`);
  let count = 0;
  let ms = 0;
  for (const [phase, steps] of tally) {
    for (const [step, entry] of [...steps].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(row(`${phase}: ${step}`, entry.count, entry.ms));
      count += entry.count;
      ms += entry.ms;
    }
  }
  lines.push(row('total', count, ms));
  return lines;
}
