import { uploadMessages } from '@deckhand/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadRow } from './uploads.queries.ts';

/** A database or a transaction: the order submit calls attachUploadsToOrder inside its own. */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isAcceptable(row: UploadRow, teamId: number, allowAnonymousSince: Date): boolean {
  if (row.status !== 'complete' || row.orderId !== null) return false;
  if (row.teamId === null) return row.createdAt.getTime() >= allowAnonymousSince.getTime();
  return row.teamId === teamId;
}

/**
 * Gives an order its files: each id must be a complete upload no order has, of the team or
 * uploaded anonymously since `allowAnonymousSince` (then the team takes it). One that is not
 * answers 422 on the field 'files'. Rows are locked so two orders cannot take the same file.
 */
export async function attachUploadsToOrder(
  tx: Db,
  options: { publicIds: string[]; teamId: number; orderId: number; allowAnonymousSince: Date },
): Promise<void> {
  const ids = [...new Set(options.publicIds)];
  if (ids.length === 0) return;
  const refuse = () =>
    new AppError('VALIDATION', uploadMessages.notAcceptable, {
      fieldErrors: { files: [uploadMessages.notAcceptable] },
    });
  if (!ids.every((id) => uuidPattern.test(id))) throw refuse();
  const rows = await tx
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.publicId, ids))
    .for('update');
  const acceptable = rows.filter((row) =>
    isAcceptable(row, options.teamId, options.allowAnonymousSince),
  );
  if (acceptable.length !== ids.length) throw refuse();
  await tx
    .update(uploadedFiles)
    .set({ orderId: options.orderId, teamId: options.teamId })
    .where(inArray(uploadedFiles.publicId, ids));
}

/** The files an order took from the customer (not the files staff delivered), oldest first. */
export async function findUploadsByOrder(db: Db, orderId: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.orderId, orderId),
        eq(uploadedFiles.status, 'complete'),
        isNull(uploadedFiles.deliveryId),
      ),
    )
    .orderBy(uploadedFiles.createdAt, uploadedFiles.id);
}
