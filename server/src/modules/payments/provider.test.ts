// The sandbox PSP's webhook delivery: signed afresh on every attempt, retried after a failure (5xx or
// no answer) with the same event, never after a refusal (4xx).
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { PROVIDER_TIMESTAMP_HEADER, type PaymentWebhook } from '@arena/contracts';
import { manualClock } from '../../clock';
import { checkSignature } from '../../security/provider-signature';
import { createSandboxProvider } from './provider';

const SECRET = 'sandbox-secret-for-tests';

function sandboxWith(answers: (number | Error)[]) {
  const clock = manualClock(Date.parse('2026-11-05T09:00:00.000Z'));
  const deliveries: { body: string; headers: Record<string, string> }[] = [];
  const sandbox = createSandboxProvider({
    secret: SECRET,
    clock,
    log: { warn: () => undefined, error: () => undefined },
    retryDelaysMs: [10, 10, 10],
    deliver: async (body, headers) => {
      deliveries.push({ body, headers });
      clock.advance(60_000);
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { sandbox, deliveries, clock };
}

describe('the sandbox provider', () => {
  it('delivers a signed event at once', async () => {
    const { sandbox, deliveries, clock } = sandboxWith([200]);
    expect(await sandbox.decide({ reference: 'dep_a', amount: 12_300 }, 'pay')).toBe('delivered');
    const [{ body, headers }] = deliveries;
    expect(JSON.parse(body)).toEqual({ eventId: expect.any(String), reference: 'dep_a', status: 'paid', amount: 12_300 });
    expect(checkSignature(SECRET, body, headers, clock.now())).toBe('ok');
    expect(checkSignature('another-secret-entirely', body, headers, clock.now())).toBe('invalid');
  });

  it('retries a failed delivery with the same event, signed afresh, until it is taken', async () => {
    const { sandbox, deliveries } = sandboxWith([503, new Error('connection reset'), 500, 200]);
    expect(await sandbox.decide({ reference: 'dep_b', amount: 5_000 }, 'decline')).toBe('retrying');
    for (let waited = 0; deliveries.length < 4 && waited < 2_000; waited += 10) await sleep(10);
    expect(deliveries).toHaveLength(4);
    expect(new Set(deliveries.map(({ body }) => body)).size).toBe(1);
    expect(new Set(deliveries.map(({ headers }) => headers[PROVIDER_TIMESTAMP_HEADER])).size).toBe(4);
    expect((JSON.parse(deliveries[0].body) as PaymentWebhook).status).toBe('declined');
    await sleep(50);
    expect(deliveries).toHaveLength(4);
  });

  it('does not retry a refusal, and stops retrying when closed', async () => {
    const refused = sandboxWith([409]);
    expect(await refused.sandbox.decide({ reference: 'dep_c', amount: 5_000 }, 'pay')).toBe('refused');
    const closing = sandboxWith([500, 500, 500, 500]);
    expect(await closing.sandbox.decide({ reference: 'dep_d', amount: 5_000 }, 'pay')).toBe('retrying');
    closing.sandbox.close();
    await sleep(50);
    expect(refused.deliveries).toHaveLength(1);
    expect(closing.deliveries).toHaveLength(1);
  });
});
