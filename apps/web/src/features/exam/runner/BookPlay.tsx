import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QuestionBookFrom, QuestionBookStatsReply } from '@meedu/contract';
import { LoadError } from '../../../components/LoadError.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useBookAnswerMutation } from '../api/book-answer.ts';
import { bookIdsQuery } from '../api/book-ids.ts';
import { bookQuestionQuery } from '../api/book-question.ts';
import { bookStatsQuery } from '../api/book-stats.ts';
import { useWrongBookRemoveMutation } from '../api/wrongbook-remove.ts';
import { BookFilter } from '../components/BookFilter.tsx';
import { DrillRunner, type DrillSession } from './DrillRunner.tsx';

const TITLE: Record<QuestionBookFrom, string> = { wrongbook: '试题错题本', collection: '收藏习题本' };

/** `type` 1..6, anything else (no type, `mode=order`, `mode=collect`) is every type. */
export const bookType = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 0;
};

const typeTotal = (stats: QuestionBookStatsReply, type: number) => {
  const counts = stats.types_count as Record<string, number | undefined>;
  return type ? (counts[String(type)] ?? 0) : Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
};

/**
 * `/exam/wrongbook/play` and `/exam/collection/play` (screens §15.2, §15.4): the drill runner over a book, with
 * its category filter. The wrong book offers removal, the collection the favourite toggle (un-collecting keeps the
 * question in this session's list).
 */
export function BookPlay({ from }: { from: QuestionBookFrom }) {
  useDocumentTitle(from === 'wrongbook' ? '考试错题本' : '收藏习题');
  const [params] = useSearchParams();
  const type = bookType(params.get('type'));
  const [filter, setFilter] = useState({ cid1: 0, cid2: 0 });
  const stats = useQuery(bookStatsQuery(from, type));
  const list = useQuery(bookIdsQuery(from, { type, ...filter }));
  const record = useBookAnswerMutation(from);
  const removal = useWrongBookRemoveMutation();
  const { mutate } = record;
  const { mutateAsync: removeAsync } = removal;

  const session: DrillSession | null = list.data
    ? {
        title: TITLE[from],
        ids: list.data.questions_ids,
        firstQuestion: list.data.first_question,
        questionQuery: (id) => bookQuestionQuery(from, id),
        record: (questionId, answer) => mutate({ questionId, answer }),
        collect: from === 'collection',
        remove: from === 'wrongbook' ? removeAsync : undefined,
        filter: stats.data ? (
          <div className="ex-page" style={{ paddingBottom: 0 }}>
            <BookFilter
              stats={stats.data}
              total={typeTotal(stats.data, type)}
              cid1={filter.cid1}
              cid2={filter.cid2}
              onPick={(cid1, cid2) => setFilter({ cid1, cid2 })}
            />
          </div>
        ) : null,
      }
    : null;

  if (list.isError && !list.data)
    return (
      <div className="ex-page">
        <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      </div>
    );
  if (!session) return <DrillRunnerSkeleton title={TITLE[from]} />;
  return <DrillRunner key={`${type}-${filter.cid1}-${filter.cid2}`} session={session} />;
}

function DrillRunnerSkeleton({ title }: { title: string }) {
  return (
    <div className="ex-play" aria-busy="true">
      <header className="ex-play__bar">
        <h1 className="ex-play__title">{title}</h1>
      </header>
    </div>
  );
}
