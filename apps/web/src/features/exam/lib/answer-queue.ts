import type { AnswerSaveRequest } from '@meedu/contract';
import { DurableQueue } from '../../../lib/durable-queue.ts';

/** One answer as the save endpoints take it (contract commerce-exam §9.6, §10.5), without the attempt id. */
export type QueuedAnswer = Omit<AnswerSaveRequest, 'pid'>;

const PREFIX = 'meedu-exam-queue:';

/** The localStorage key of one attempt's unsent answers (`paper:12`, `mock:7`). */
export const queueKey = (attempt: string) => PREFIX + attempt;

/**
 * The answers of one attempt that the server has not confirmed yet (lib/durable-queue.ts): the newest answer per
 * question wins.
 */
export class AnswerQueue {
  private readonly queue: DurableQueue<QueuedAnswer>;

  constructor(key: string) {
    this.queue = new DurableQueue<QueuedAnswer>(key, (a) => String(a.question_id));
  }

  /** Keeps `a` as the answer to send for its question; returns the version to pass to `done`. */
  put(a: QueuedAnswer): number {
    return this.queue.put(a);
  }

  /** The server has the answer of `version`: forget it unless a newer one came meanwhile. */
  done(questionId: number | string, version: number): void {
    this.queue.done(String(questionId), version);
  }

  /** Everything still to send, oldest first, with the versions `done` expects. */
  pending(): { answer: QueuedAnswer; version: number }[] {
    return this.queue.pending().map((p) => ({ answer: p.item, version: p.version }));
  }

  has(questionId: number | string): boolean {
    return this.queue.has(String(questionId));
  }

  get size(): number {
    return this.queue.size;
  }

  /** The attempt is over: nothing more will be accepted. */
  clear(): void {
    this.queue.clear();
  }
}
