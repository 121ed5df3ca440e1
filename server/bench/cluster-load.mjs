// bench:cluster's load generator, one child process of cluster.mjs: each player it is handed calls one
// scenario in a loop for `seconds`, over HTTP through nginx, and the latencies of the calls that did what
// they ask are sent back with a count of the others by status.
//   dice     POST originals/dice/play (an Arena Originals round: stake, outcome and win in one request)
//   single   POST sports/placebet, one selection
//   acca     POST sports/placebet, an accumulator of 3 selections of different events
//   balance  GET user/balance
// The slips carry the prices the bench read before the run; the feed moves them meanwhile and
// `priceChange: 'any'` takes the book's price, as a player who accepts every change does.
import { randomUUID } from 'node:crypto';

const STAKE = 100;

function scenarioCall(scenario, selections) {
  const pick = () => selections[Math.floor(Math.random() * selections.length)];
  const slip = (type, chosen) => ({
    method: 'POST',
    path: '/api/sports/placebet',
    body: { slipId: randomUUID(), type, stake: STAKE, priceChange: 'any', selections: chosen.map(({ selectionId, price }) => ({ selectionId, price })) },
    ok: (reply) => reply.data?.status === 'placed',
  });
  switch (scenario) {
    case 'dice':
      return () => ({
        method: 'POST',
        path: '/api/originals/dice/play',
        body: { amount: STAKE, target: 5000, over: true },
        ok: (reply) => reply.success === true,
      });
    case 'single':
      return () => slip('single', [pick()]);
    case 'acca':
      return () => {
        const chosen = new Map();
        while (chosen.size < 3) {
          const selection = pick();
          chosen.set(selection.eventId, selection);
        }
        return slip('accumulator', [...chosen.values()]);
      };
    case 'balance':
      return () => ({ method: 'GET', path: '/api/user/balance', ok: (reply) => reply.success !== false && reply.data !== undefined });
    default:
      throw new Error(`unknown scenario ${scenario}`);
  }
}

async function run({ base, scenario, tokens, seconds, selections }) {
  const next = scenarioCall(scenario, selections);
  const latencies = [];
  const failures = {};
  let sample = null;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) {
        const call = next();
        const t0 = performance.now();
        let status = 'error';
        let reply = null;
        try {
          const response = await fetch(`${base}${call.path}`, {
            method: call.method,
            headers: { authorization: `Bearer ${token}`, ...(call.body && { 'content-type': 'application/json' }) },
            body: call.body && JSON.stringify(call.body),
          });
          status = String(response.status);
          reply = await response.json().catch(() => null);
        } catch (error) {
          status = error.cause?.code ?? error.name;
        }
        const elapsed = performance.now() - t0;
        if (status === '200' && reply && call.ok(reply)) latencies.push(elapsed);
        else {
          failures[status] = (failures[status] ?? 0) + 1;
          sample ??= { status, reply };
        }
      }
    }),
  );
  return { latencies, failures, sample };
}

process.once('message', async (task) => {
  process.send(await run(task));
  process.disconnect();
});
