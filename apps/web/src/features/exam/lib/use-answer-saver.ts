import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { notify } from '../../../api/notify.ts';
import { AnswerQueue, queueKey, type QueuedAnswer } from './answer-queue.ts';

const idsOf = (queue: AnswerQueue | null): ReadonlySet<string> =>
  new Set(queue?.pending().map((p) => String(p.answer.question_id)) ?? []);

/** How often unsent answers are tried again while some are waiting (besides the `online` event). */
export const RETRY_MS = 5000;

export interface AnswerSaver {
  /** Queue `a` (persisted at once) and send it; later answers to the same question replace it. */
  save(a: QueuedAnswer): void;
  /** Sends everything waiting; true when the server has it all. */
  flush(): Promise<boolean>;
  /** Question ids (as strings) whose newest answer the server has not confirmed. */
  pending: ReadonlySet<string>;
  /** The last try failed for want of a network: the sheet says the answers wait for it. */
  offline: boolean;
  /** Answers the server has not confirmed (some left from an earlier visit), to show over the server's copy. */
  queued(): QueuedAnswer[];
  /** The attempt is over: forget what was queued. */
  clear(): void;
}

/**
 * Answers saved as they are given (issue 13): each goes to the server at once, one request at a time in the
 * order given; what the network loses stays in localStorage per attempt and is sent again on the `online` event
 * and every RETRY_MS. A refusal from the server (the attempt is over) drops the answer and says why.
 */
export function useAnswerSaver(
  attempt: string | null,
  send: (a: QueuedAnswer) => Promise<unknown>,
): AnswerSaver {
  // One queue per mount: the runner is mounted afresh for each attempt it shows.
  const [queue] = useState(() => (attempt ? new AnswerQueue(queueKey(attempt)) : null));
  const queued = useCallback(() => queue?.pending().map((p) => p.answer) ?? [], [queue]);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => idsOf(queue));
  const [offline, setOffline] = useState(false);
  const running = useRef<Promise<boolean> | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const sync = useCallback(() => setPending(idsOf(queue)), [queue]);

  const flush = useCallback((): Promise<boolean> => {
    if (!queue) return Promise.resolve(true);
    if (running.current) return running.current;
    const run = (async () => {
      for (;;) {
        const next = queue.pending()[0];
        if (!next) break;
        try {
          await sendRef.current(next.answer);
          setOffline(false);
        } catch (e) {
          if (e instanceof ApiError && e.kind === 'business') {
            notify.error(e.message);
          } else if (!(e instanceof ApiError && e.kind === 'auth')) {
            // No network, a timeout or a server failure: keep it for the next try.
            setOffline(true);
            sync();
            return false;
          }
        }
        queue.done(next.answer.question_id, next.version);
        sync();
      }
      return true;
    })();
    running.current = run;
    void run.finally(() => {
      running.current = null;
    });
    return run;
  }, [queue, sync]);

  // A newer answer given while a request was out is picked up by the running loop; one given after it stopped
  // starts a new one.
  const save = useCallback(
    (a: QueuedAnswer) => {
      if (!queue) return;
      queue.put(a);
      // Say at once that it waits for the network, rather than after the request has failed.
      if (!navigator.onLine) setOffline(true);
      sync();
      void (running.current ?? Promise.resolve()).then(() => flush());
    },
    [queue, sync, flush],
  );

  useEffect(() => {
    if (!queue) return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (queue.size > 0) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [queue, sync, flush]);

  const clear = useCallback(() => {
    queue?.clear();
    sync();
  }, [queue, sync]);

  return { save, flush, pending, offline, queued, clear };
}
