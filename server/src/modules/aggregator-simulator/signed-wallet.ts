// The simulated suppliers' wallet client: our signed provider wallet API (/api/wallet/<provider>/…,
// security/provider-signature.ts) called the way a real supplier does. A call that gets no answer in
// time, or a 5xx, is sent again with the same transaction id (our wallet answers a retry with the
// first result and moves nothing); a bet that never gets an answer is rolled back, since the supplier
// cannot know whether it went through.
import { signedHeaders } from '../../security/provider-signature';
import type { SupplierHttp } from '../casino';
import type { SupplierBet, SupplierRollback, SupplierWallet, SupplierWin } from './supplier-wallet';

export interface SignedWalletOptions {
  /** the provider name of the wallet API's path and of our secret */
  provider: string;
  secret: string;
  http: SupplierHttp;
  /** how long one attempt waits for our answer */
  timeoutMs: number;
  /** attempts per call (default 3) */
  attempts?: number;
  /** pause before a retry, times the attempt number (default 200 ms) */
  retryDelayMs?: number;
  /** the language of our refusals' messages */
  locale?: string;
}

/** Our wallet refused the call (4xx): its translated message. */
export class WalletRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletRefusedError';
  }
}

/** Our wallet gave no usable answer after every attempt (a bet has been rolled back). */
export class WalletUnreachableError extends Error {
  constructor(action: string) {
    super(`no answer to ${action}`);
    this.name = 'WalletUnreachableError';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function signedWalletSupplier({
  provider,
  secret,
  http,
  timeoutMs,
  attempts = 3,
  retryDelayMs = 200,
  locale = 'tr',
}: SignedWalletOptions): SupplierWallet {
  async function call(action: 'bet' | 'win' | 'rollback', payload: Record<string, unknown>): Promise<{ balance: number }> {
    const rawBody = JSON.stringify(payload);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await pause(retryDelayMs * (attempt - 1));
      let response;
      try {
        // signed again per attempt: the signature's timestamp must stay fresh
        response = await http({
          method: 'POST',
          url: `/api/wallet/${provider}/${action}`,
          headers: { ...signedHeaders(secret, rawBody), 'x-locale': locale },
          body: rawBody,
          timeoutMs,
        });
      } catch {
        continue;
      }
      if (response.status >= 500) continue;
      const reply = JSON.parse(response.body) as { success: boolean; message: string; data?: { balance: number } };
      if (response.status === 200 && reply.success && reply.data) return { balance: reply.data.balance };
      throw new WalletRefusedError(response.status, reply.message);
    }
    throw new WalletUnreachableError(action);
  }

  const rollback = ({ userCode, gameCode, roundId, transactionId, betTransactionId }: SupplierRollback) =>
    call('rollback', { user: userCode, gameCode, roundId, transactionId, referenceTransactionId: betTransactionId });

  return {
    async bet({ token, userCode, gameCode, roundId, transactionId, amount }: SupplierBet) {
      try {
        return await call('bet', { user: userCode, gameCode, roundId, transactionId, amount });
      } catch (error) {
        if (error instanceof WalletUnreachableError) {
          await rollback({ token, userCode, gameCode, roundId, transactionId: `${transactionId}-rollback`, betTransactionId: transactionId });
        }
        throw error;
      }
    },
    win: ({ userCode, gameCode, roundId, transactionId, amount, betTransactionId }: SupplierWin) =>
      call('win', { user: userCode, gameCode, roundId, transactionId, amount, betTransactionId }),
    rollback,
  };
}
