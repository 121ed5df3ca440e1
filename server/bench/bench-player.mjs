// The players the server benchmarks register on a fresh app: one to time calls that need a session,
// or several funded ones that bet at once.
import { importServerSource } from './server-sources.mjs';

// the terms in force, which a sign-up accepts (as the form sends them)
const { TERMS_VERSION } = await importServerSource('../../packages/contracts/src/schemas/auth.ts');

export const BENCH_PLAYER = {
  name: 'Bench',
  surname: 'Player',
  username: 'benchplayer',
  email: 'bench@example.com',
  phone: '905550000000',
  PersonalNo: '10000000000',
  country: 235,
  currencyId: 1,
  birthDate: '1990-01-01',
  trialBonus: 0,
  password: 'bench-secret',
  password2: 'bench-secret',
  termsVersion: TERMS_VERSION,
  adult: true,
};

/** Registers BENCH_PLAYER through the API and answers its session token. */
export async function registerBenchPlayer(app) {
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: BENCH_PLAYER });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  return registered.json().data.token;
}

/** The `worker`-th variant of BENCH_PLAYER (0–99): a sign-up of its own name, e-mail, phone and id number. */
export function benchPlayerVariant(worker) {
  const n = String(worker).padStart(2, '0');
  return {
    ...BENCH_PLAYER,
    username: `${BENCH_PLAYER.username}${n}`,
    email: `bench${n}@example.com`,
    phone: `9055500000${n}`,
    PersonalNo: `100000000${n}`,
  };
}

/** Registers `count` players (variants of BENCH_PLAYER), each with `funds` deposited; answers their user ids. */
export async function fundedBenchPlayers(app, count, funds = 1_000_000_000) {
  const players = [];
  for (let worker = 0; worker < count; worker += 1) {
    const payload = benchPlayerVariant(worker);
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
    const userId = Number(registered.json().data.usercode.slice(1));
    await app.wallet.deposit({ userId, amount: funds, key: `bench-deposit-${userId}`, reference: 'bench', description: 'bench' });
    players.push(userId);
  }
  return players;
}
