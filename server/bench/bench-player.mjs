// The one player both server benchmarks register on a fresh app, to time calls that need a session.
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
};

/** Registers BENCH_PLAYER through the API and answers its session token. */
export async function registerBenchPlayer(app) {
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: BENCH_PLAYER });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  return registered.json().data.token;
}
