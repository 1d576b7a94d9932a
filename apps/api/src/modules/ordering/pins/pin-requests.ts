import {
  reviewPinMessages as m,
  revisionNotesRequired,
  type TPinAnswerInput,
} from '@deckhand/contract';
import { and, count, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orderDeliveries, reviewPins } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';

/** The open pins no revision request has sent yet: the next request's content. */
const unsentOpenPins = (orderId: number) =>
  and(
    eq(reviewPins.orderId, orderId),
    eq(reviewPins.status, 'open'),
    isNull(reviewPins.requestedOnVersion),
  );

/** How many open pins the next revision request would send. */
export async function countUnsentOpenPins(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviewPins).where(unsentOpenPins(orderId));
  return row?.total ?? 0;
}

/** Notes are optional when open pins make the request; without either, the form's message. */
export async function assertRevisionSaysWhat(db: Db, orderId: number, notes: string) {
  if (notes.trim() !== '' || (await countUnsentOpenPins(db, orderId)) > 0) return;
  throw new AppError('VALIDATION', revisionNotesRequired, {
    fieldErrors: { notes: [revisionNotesRequired] },
  });
}

/**
 * In the revision's transaction: the open pins not sent before join the request about the latest
 * version. Answers the transition's note: the customer's words, or a pointer to the pins.
 */
export async function sendOpenPinsWithRevision(
  tx: Db,
  options: { orderId: number; notes: string },
): Promise<{ note: string; version: number | null; pins: number }> {
  const [latest] = await tx
    .select({ round: max(orderDeliveries.round) })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, options.orderId));
  const version = latest?.round ?? null;
  const sent =
    version === null
      ? []
      : await tx
          .update(reviewPins)
          .set({ requestedOnVersion: version })
          .where(unsentOpenPins(options.orderId))
          .returning({ id: reviewPins.id });
  const note = options.notes.trim() !== '' ? options.notes : m.requestSummary(sent.length);
  return { note, version, pins: sent.length };
}

/** The pins of the revision request that the given version must answer. */
async function findWaitingPins(tx: Db, orderId: number, version: number) {
  return tx
    .select({ id: reviewPins.id })
    .from(reviewPins)
    .where(
      and(
        eq(reviewPins.orderId, orderId),
        eq(reviewPins.status, 'open'),
        isNull(reviewPins.answerKind),
        // Sent with a request (pins of this version's own review are answered with the next one).
        inArray(reviewPins.requestedOnVersion, [version - 1]),
      ),
    )
    .for('update');
}

/** Every waiting pin has an answer, and a "not done" one says why; else 422 on the field. */
function assertAnswered(waiting: { id: number }[], answers: readonly TPinAnswerInput[]) {
  const byPin = new Map(answers.map((answer) => [answer.pinId, answer]));
  if (waiting.some((pin) => !byPin.has(pin.id))) {
    throw new AppError('VALIDATION', m.answersMissing, {
      fieldErrors: { pinAnswers: [m.answersMissing] },
    });
  }
  for (const pin of waiting) {
    const answer = byPin.get(pin.id);
    if (answer?.kind === 'notDone' && !answer.note?.trim()) {
      throw new AppError('VALIDATION', m.whyNotDone, {
        fieldErrors: { [`pinAnswers.${pin.id}`]: [m.whyNotDone] },
      });
    }
  }
  return byPin;
}

/** A draft's answers are checked when staff deliver it and written when they publish it. */
export async function validatePinAnswers(
  tx: Db,
  options: { orderId: number; version: number; answers: readonly TPinAnswerInput[] },
): Promise<void> {
  assertAnswered(await findWaitingPins(tx, options.orderId, options.version), options.answers);
}

/**
 * In the delivery's transaction: staff answer every pin of the revision request that no version
 * answered yet (addressed, or not done with the reason); the new version is their answer.
 */
export async function answerRequestedPins(
  tx: Db,
  options: { orderId: number; version: number; answers: readonly TPinAnswerInput[]; now: Date },
): Promise<void> {
  const waiting = await findWaitingPins(tx, options.orderId, options.version);
  const byPin = assertAnswered(waiting, options.answers);
  for (const pin of waiting) {
    const answer = byPin.get(pin.id);
    if (!answer) continue;
    await tx
      .update(reviewPins)
      .set({
        answerKind: answer.kind,
        answerNote: answer.note?.trim() || null,
        answerVersion: options.version,
        answeredAt: options.now,
      })
      .where(eq(reviewPins.id, pin.id));
  }
}
