// The payment service provider behind deposits and payouts. A real PSP replaces the sandbox by
// configuration (PAYMENT_PROVIDER): it gives the page where a player pays, signs the webhooks it sends
// us, and pays withdrawals out.
import { randomUUID } from 'node:crypto';
import type { PaymentWebhook } from '@arena/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { checkSignature, signedHeaders, type SignatureCheck } from '../../security/provider-signature';

/** What a provider is told about one of our requests. */
export interface ProviderRequest {
  reference: string;
  /** minor units */
  amount: number;
  method: string;
  detail: Record<string, string | number>;
}

export type PayoutResult = { paid: true } | { paid: false; reason: string };

export interface PaymentProvider {
  /** the provider's name in webhook URLs (payment/webhook/:provider) */
  readonly name: string;
  /** A deposit: the URL of the page where the player pays. `origin` is our site as the player reached it. */
  create(request: ProviderRequest, origin: string): Promise<{ redirectUrl: string }>;
  /** Whether a webhook call really comes from the provider (signature over the raw body, fresh timestamp). */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): SignatureCheck;
  /** Pays a withdrawal out; the reference makes a repeated call pay once at the provider. */
  payout(request: ProviderRequest): Promise<PayoutResult>;
}

/** How the sandbox's webhook reaches our endpoint: the HTTP status it answered. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** What became of a decision's webhook: our endpoint took it, refused it (4xx), or it will be retried. */
export type DeliveryOutcome = 'delivered' | 'refused' | 'retrying';

/** Waits between delivery attempts after the first (a real PSP retries over hours). */
export const SANDBOX_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

export interface SandboxProvider extends PaymentProvider {
  /** The player pressed Pay or Decline on the sandbox page: the PSP tells us by webhook. */
  decide(request: { reference: string; amount: number }, decision: 'pay' | 'decline'): Promise<DeliveryOutcome>;
  /** stops pending retries (server shutdown) */
  close(): void;
}

/** The pretend PSP: our own payment page, webhooks signed with the shared secret, payouts that always succeed. */
export function createSandboxProvider({
  secret,
  clock,
  deliver,
  log,
  retryDelaysMs = SANDBOX_RETRY_DELAYS_MS,
}: {
  secret: string;
  clock: Clock;
  deliver: WebhookDelivery;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  retryDelaysMs?: readonly number[];
}): SandboxProvider {
  const timers = new Set<NodeJS.Timeout>();

  /** One attempt: 2xx delivered, 4xx refused for good, anything else (5xx, no answer) worth retrying. */
  async function attempt(rawBody: string): Promise<DeliveryOutcome | 'failed'> {
    try {
      // signed afresh each time, as a PSP does: a retry hours later is not stale
      const status = await deliver(rawBody, signedHeaders(secret, rawBody, clock.now()));
      if (status >= 200 && status < 300) return 'delivered';
      return status >= 400 && status < 500 ? 'refused' : 'failed';
    } catch (error) {
      log.warn({ err: error }, 'sandbox webhook delivery failed');
      return 'failed';
    }
  }

  function retryLater(rawBody: string, retry: number): void {
    if (retry >= retryDelaysMs.length) {
      log.error({ body: rawBody }, 'sandbox webhook given up after every retry');
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(rawBody).then((outcome) => {
        if (outcome === 'failed') retryLater(rawBody, retry + 1);
      });
    }, retryDelaysMs[retry]);
    timer.unref();
    timers.add(timer);
  }

  return {
    name: 'sandbox',
    async create({ reference }, origin) {
      return { redirectUrl: `${origin}/payment/sandbox/${encodeURIComponent(reference)}` };
    },
    verifyWebhook: (headers, rawBody) => checkSignature(secret, rawBody, headers, clock.now()),
    async payout() {
      return { paid: true };
    },
    async decide({ reference, amount }, decision) {
      const event: PaymentWebhook = { eventId: randomUUID(), reference, status: decision === 'pay' ? 'paid' : 'declined', amount };
      const rawBody = JSON.stringify(event);
      const outcome = await attempt(rawBody);
      if (outcome !== 'failed') return outcome;
      retryLater(rawBody, 0);
      return 'retrying';
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
