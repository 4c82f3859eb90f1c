import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { positiveId } from '../../../lib/route-prefetch.ts';
import { usePracticeAnswerMutation } from '../api/practice-answer.ts';
import { practiceQuestionQuery } from '../api/practice-question.ts';
import { practiceSessionQuery } from '../api/practice-session.ts';
import { AttemptGate } from '../runner/AttemptGate.tsx';
import { DrillRunner } from '../runner/DrillRunner.tsx';

/** `/exam/practice/play?practiceId=&chapterId=` or `?day=1&practiceId=` (screens §14.3). */
export default function PracticePlayPage() {
  const [params] = useSearchParams();
  const practiceId = positiveId(params.get('practiceId')) ?? 0;
  const chapterId = params.get('day') === '1' ? 0 : (positiveId(params.get('chapterId')) ?? 0);
  const valid = practiceId > 0 && (chapterId > 0 || params.get('day') === '1');
  const sessionQuery = useQuery({ ...practiceSessionQuery(practiceId, chapterId), enabled: valid });
  const { mutate } = usePracticeAnswerMutation(practiceId);

  return (
    <AttemptGate
      query={sessionQuery}
      isEmpty={(d) => d.qid_arr.length === 0}
      valid={valid}
      title={sessionQuery.data?.practice.name}
      back={paths.practiceDetail(practiceId)}
    >
      {(d) => (
        <DrillRunner
          session={{
            title: d.practice.name,
            ids: d.qid_arr,
            firstQuestion: d.first_question,
            doneIds: d.has_practice_question_ids,
            questionQuery: (id) => practiceQuestionQuery(practiceId, id),
            record: (questionId, answer) => mutate({ questionId, answer }),
            collect: true,
          }}
        />
      )}
    </AttemptGate>
  );
}
