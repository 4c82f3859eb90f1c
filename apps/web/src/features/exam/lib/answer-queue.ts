import type { AnswerSaveRequest } from '@meedu/contract';
import { storage } from '../../../lib/storage.ts';

/** One answer as the save endpoints take it (contract commerce-exam §9.6, §10.5), without the attempt id. */
export type QueuedAnswer = Omit<AnswerSaveRequest, 'pid'>;

/** What the queue keeps per question: the answer and a version, so a save that finishes late drops nothing newer. */
interface Entry {
  a: QueuedAnswer;
  v: number;
}

const PREFIX = 'meedu-exam-queue:';

/** The localStorage key of one attempt's unsent answers (`paper:12`, `mock:7`). */
export const queueKey = (attempt: string) => PREFIX + attempt;

/**
 * The answers of one attempt that the server has not confirmed yet, persisted in localStorage so a reload, a
 * closed tab or a lost connection loses none of them. The newest answer per question wins; `done` removes an
 * entry only when it is still the version that was sent.
 */
export class AnswerQueue {
  private entries: Map<string, Entry>;
  private version = 0;

  constructor(private readonly key: string) {
    this.entries = new Map();
    const raw = storage.get(key);
    if (!raw) return;
    try {
      const parsed = JSON.parse(raw) as Record<string, QueuedAnswer>;
      for (const [id, a] of Object.entries(parsed)) this.entries.set(id, { a, v: ++this.version });
    } catch {
      storage.remove(key); // unreadable leftovers must not block the attempt
    }
  }

  private persist(): void {
    if (this.entries.size === 0) {
      storage.remove(this.key);
      return;
    }
    const out: Record<string, QueuedAnswer> = {};
    for (const [id, e] of this.entries) out[id] = e.a;
    storage.set(this.key, JSON.stringify(out));
  }

  /** Keeps `a` as the answer to send for its question; returns the version to pass to `done`. */
  put(a: QueuedAnswer): number {
    const v = ++this.version;
    this.entries.set(String(a.question_id), { a, v });
    this.persist();
    return v;
  }

  /** The server has the answer of `version`: forget it unless a newer one came meanwhile. */
  done(questionId: number | string, version: number): void {
    const e = this.entries.get(String(questionId));
    if (e && e.v === version) {
      this.entries.delete(String(questionId));
      this.persist();
    }
  }

  /** Everything still to send, oldest first, with the versions `done` expects. */
  pending(): { answer: QueuedAnswer; version: number }[] {
    return [...this.entries.values()].sort((x, y) => x.v - y.v).map((e) => ({ answer: e.a, version: e.v }));
  }

  has(questionId: number | string): boolean {
    return this.entries.has(String(questionId));
  }

  get size(): number {
    return this.entries.size;
  }

  /** The attempt is over: nothing more will be accepted. */
  clear(): void {
    this.entries.clear();
    storage.remove(this.key);
  }
}
