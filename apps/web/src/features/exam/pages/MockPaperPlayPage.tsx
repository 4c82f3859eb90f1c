import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { positiveId } from '../../../lib/route-prefetch.ts';
import { useMockAnswerMutation } from '../api/mock-answer.ts';
import { mockAttemptQuery } from '../api/mock-attempt.ts';
import { useMockSubmitMutation } from '../api/mock-submit.ts';
import { AttemptGate } from '../runner/AttemptGate.tsx';
import { TimedRunner } from '../runner/TimedRunner.tsx';

/** `/exam/mockpaper/play?id={mockId}&pid={recordId}` (screens §13.4): as a paper, always graded at once. */
export default function MockPaperPlayPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? 0;
  const pid = positiveId(params.get('pid')) ?? 0;
  const attempt = useQuery({ ...mockAttemptQuery(pid), enabled: pid > 0 });
  const save = useMockAnswerMutation(pid);
  const submit = useMockSubmitMutation(pid);
  const d = attempt.data;
  return (
    <AttemptGate
      query={attempt}
      empty={d?.questions.length === 0}
      valid={id > 0 && pid > 0}
      title={d?.paper.title}
      back={paths.mockPapers()}
    >
      {d ? (
        <TimedRunner
          key={`${d.record.id}-${d.record.status}`}
          attempt={{
            key: `mock:${d.record.id}`,
            title: d.paper.title,
            status: d.record.status === 0 ? 'running' : 'finished',
            passLine: `及格分：${d.paper.pass_score}分/${d.record.total_score}分`,
            score: d.record.get_score,
            remainingSeconds: d.record.remaining_seconds,
            receivedAt: attempt.dataUpdatedAt,
            questions: d.questions,
          }}
          send={save.mutateAsync}
          handIn={async () => {
            const r = await submit.mutateAsync();
            return { graded: true, total: r.total_score };
          }}
        />
      ) : null}
    </AttemptGate>
  );
}
