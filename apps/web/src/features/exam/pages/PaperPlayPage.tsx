import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { positiveId } from '../../../lib/route-prefetch.ts';
import { paperAttemptQuery } from '../api/paper-attempt.ts';
import { usePaperAnswerMutation } from '../api/paper-answer.ts';
import { usePaperSubmitMutation } from '../api/paper-submit.ts';
import { paths } from '../../../config/paths.ts';
import { AttemptGate } from '../runner/AttemptGate.tsx';
import { TimedRunner } from '../runner/TimedRunner.tsx';

/** `/exam/papers/play?id={paperId}&pid={recordId}` (screens §12.4): take or review a paper attempt. */
export default function PaperPlayPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? 0;
  const pid = positiveId(params.get('pid')) ?? 0;
  const attempt = useQuery({ ...paperAttemptQuery(id, pid), enabled: id > 0 && pid > 0 });
  const save = usePaperAnswerMutation(id, pid);
  const submit = usePaperSubmitMutation(id, pid);
  const d = attempt.data;
  return (
    <AttemptGate
      query={attempt}
      empty={d?.questions.length === 0}
      valid={id > 0 && pid > 0}
      title={d?.paper.title}
      back={paths.papers()}
    >
      {d ? (
        <TimedRunner
          key={`${d.user_paper.id}-${d.user_paper.status}`}
          attempt={{
            key: `paper:${d.user_paper.id}`,
            title: d.paper.title,
            status:
              d.user_paper.status === 1 ? 'running' : d.user_paper.status === 2 ? 'finished' : 'marking',
            passLine: `及格分：${d.paper.pass_score}分/${d.paper.score}分`,
            score: d.user_paper.score,
            remainingSeconds: d.user_paper.remaining_seconds,
            receivedAt: attempt.dataUpdatedAt,
            questions: d.questions,
          }}
          send={save.mutateAsync}
          handIn={async () => {
            const r = await submit.mutateAsync();
            return { graded: r.status === 2, total: r.total_score };
          }}
        />
      ) : null}
    </AttemptGate>
  );
}
