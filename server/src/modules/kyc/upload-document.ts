// A player sends a document: it must be a JPEG, PNG or PDF by its bytes, at most KYC_MAX_BYTES, and
// pass the scanner; it is then kept under a random name and waits for an operator.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { KYC_MAX_BYTES, type KycDocumentKind } from '@arena/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { KYC_MESSAGES, type KycContext } from './context';
import { sniffContentType } from './document-store';
import { kycDocuments } from './schema';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** a player has at most this many documents of one kind waiting: enough to resend a better photo, not a flood */
const MAX_PENDING_OF_KIND = 3;

async function refuseTooManyPending(db: Db, userId: number, kind: KycDocumentKind): Promise<void> {
  const [{ pending }] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.kind, kind), eq(kycDocuments.status, 'pending')));
  if (pending >= MAX_PENDING_OF_KIND) throw new HttpError(409, KYC_MESSAGES.tooManyPending);
}

export async function uploadDocument(ctx: KycContext, userId: number, kind: KycDocumentKind, content: string): Promise<{ id: string }> {
  const base64 = content.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!BASE64.test(base64)) throw new HttpError(400, KYC_MESSAGES.notADocument);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > KYC_MAX_BYTES) throw new HttpError(400, KYC_MESSAGES.tooLarge, { size: String(KYC_MAX_BYTES / 1024 / 1024) });
  const contentType = sniffContentType(bytes);
  if (contentType === null) throw new HttpError(400, KYC_MESSAGES.notADocument);

  // refused before the file is stored and scanned; counted again under the player's lock at the insert
  await refuseTooManyPending(ctx.db, userId, kind);

  const { fileName, path } = await ctx.store.save(bytes);
  // scanned where it lies (a command scanner reads the path); a file that fails is gone before the reply
  if (!(await ctx.scanner.clean({ bytes, path }))) {
    await ctx.store.remove(fileName);
    throw new HttpError(400, KYC_MESSAGES.infected);
  }
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      // uploads sent at once would all pass a count taken without it, and exceed the cap together
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('arena.kyc.upload'), ${userId})`);
      await refuseTooManyPending(tx, userId, kind);
      await tx.insert(kycDocuments).values({
        id,
        userId,
        kind,
        status: 'pending',
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        fileName,
        uploadedAt: new Date(ctx.clock.now()),
      });
    });
  } catch (error) {
    await ctx.store.remove(fileName);
    throw error;
  }
  return { id };
}
