import { useSearchParams } from 'react-router';
import { positiveId } from '../../../lib/route-prefetch.ts';
import { AttemptGate } from '../runner/AttemptGate.tsx';
import { TimedRunner } from '../runner/TimedRunner.tsx';
import type { TimedKind } from './timed-kinds.tsx';

/**
 * `/exam/papers/play?id={paperId}&pid={recordId}` and `/exam/mockpaper/play?id={mockId}&pid={recordId}` (screens
 * §12.4, §13.4): take or review an attempt.
 */
export function TimedExamPlay({ kind }: { kind: TimedKind }) {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? 0;
  const pid = positiveId(params.get('pid')) ?? 0;
  const { query, send, handIn } = kind.usePlay(id, pid);
  return (
    <AttemptGate
      query={query}
      isEmpty={(attempt) => attempt.questions.length === 0}
      valid={id > 0 && pid > 0}
      title={query.data?.title}
      back={kind.list}
    >
      {(attempt) => (
        <TimedRunner
          key={`${attempt.key}-${attempt.status}`}
          attempt={{ ...attempt, receivedAt: query.dataUpdatedAt }}
          send={send}
          handIn={handIn}
        />
      )}
    </AttemptGate>
  );
}
