// Records retention (modules/records-retention): the document files of accounts the licence no longer
// needs them for are deleted; each document's row stays (kind, status, when, who reviewed it) with the
// time its file went (migrations/250), and an operator asking for the file gets 404.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { KycContext } from './context';
import { kycDocuments } from './schema';

/** deletes the files of `userIds`' documents uploaded before `before`; returns how many were deleted */
export async function purgeDocumentFiles({ db, store }: KycContext, userIds: readonly number[], before: Date, now: number): Promise<number> {
  if (userIds.length === 0) return 0;
  const documents = await db
    .select({ id: kycDocuments.id, fileName: kycDocuments.fileName })
    .from(kycDocuments)
    .where(and(inArray(kycDocuments.userId, [...userIds]), isNull(kycDocuments.filePurgedAt), lt(kycDocuments.uploadedAt, before)));
  let purged = 0;
  for (const document of documents) {
    // the file first: a row marked purged never has a file; a failure after it is redone next time
    await store.remove(document.fileName);
    const marked = await db
      .update(kycDocuments)
      .set({ filePurgedAt: new Date(now) })
      .where(and(eq(kycDocuments.id, document.id), isNull(kycDocuments.filePurgedAt)))
      .returning({ id: kycDocuments.id });
    purged += marked.length;
  }
  return purged;
}
