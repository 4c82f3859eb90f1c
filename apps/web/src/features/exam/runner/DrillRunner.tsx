import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PracticeAnswerValue, Question, QuestionReply } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { collectionStatusQuery } from '../api/collection-status.ts';
import { AnswerSheet } from '../components/AnswerSheet.tsx';
import { CollectToggle } from '../components/CollectToggle.tsx';
import { QuestionView } from '../components/question/QuestionView.tsx';
import { emptyAnswer, isAnswered, wireAnswer, type Answer } from '../lib/answers.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../exam.css';

export interface DrillSession {
  /** Header text: the practice's name, 试题错题本, 收藏习题本. */
  title: string;
  ids: number[];
  /** Comes with the list, so question 1 needs no second request. */
  firstQuestion: Question | null;
  /** Practised in earlier sessions (chapter mode). */
  doneIds?: number[];
  /** The query of one question by id. */
  questionQuery(id: number): UseQueryOptions<QuestionReply, Error, QuestionReply, (string | number)[]>;
  /** Records a revealed answer (`[]` when nothing was answered). */
  record(questionId: number, answer: PracticeAnswerValue): void;
  /** Offer 收藏试题 / 已收藏 on each question. */
  collect: boolean;
  /** The wrong book: take the question out (resolves once the server has). */
  remove?(questionId: number): Promise<unknown>;
  /** Under the header (the books' category filter). */
  filter?: ReactNode;
}

/** Pick-to-reveal types (single choice, true/false); the others reveal with 对答案. */
const revealsOnPick = (type: number) => type === 1 || type === 5;

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);

/**
 * Mount it afresh (a `key`) for another question list.
 *
 * The drill family of the one question runner (practice, wrong book, collection; screens §14.3, §15.2, §15.4):
 * one question at a time, previous / next (buttons and ← →), reveal the answer (recorded once per reveal), collect,
 * or take a question out of the wrong book.
 */
export function DrillRunner({ session }: { session: DrillSession }) {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const [ids, setIds] = useState(session.ids);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [answers, setAnswers] = useState(() => new Map<number, Answer>());
  const [done, setDone] = useState(() => new Set(session.doneIds ?? []));
  const hinted = useRef(false);

  const id = ids[index] ?? 0;
  const first = session.firstQuestion && session.firstQuestion.id === id ? session.firstQuestion : null;
  const loaded = useQuery({ ...session.questionQuery(id), enabled: id > 0 && !first });
  const question = first ?? loaded.data?.question ?? null;
  const collected = useQuery({ ...collectionStatusQuery(id), enabled: session.collect && id > 0 });

  const go = useCallback(
    (to: number, fromButton: boolean) => {
      if (fromButton && !hinted.current) {
        hinted.current = true;
        void message.info('可通过键盘← →方向键快速切题哦！');
      }
      if (to < 0) {
        void message.error('没有上一题了');
        return;
      }
      if (to >= ids.length) {
        void message.error('没有下一题了');
        return;
      }
      setIndex(to);
      setRevealed(false);
    },
    [ids.length, message],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      if (e.key === 'ArrowLeft') go(index - 1, false);
      if (e.key === 'ArrowRight') go(index + 1, false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index]);

  const value = question ? (answers.get(question.id) ?? emptyAnswer(question)) : null;

  const reveal = (q: Question, v: Answer) => {
    setRevealed(true);
    setDone((s) => new Set(s).add(q.id));
    session.record(q.id, isAnswered(v) ? wireAnswer(v) : []);
  };

  const change = (v: Answer, commit: boolean) => {
    if (!question || revealed) return;
    setAnswers((m) => new Map(m).set(question.id, v));
    if (commit && revealsOnPick(question.type)) reveal(question, v);
  };

  const remove = (questionId: number) => {
    const { remove: removeFn } = session;
    if (!removeFn) return;
    modal.confirm({
      title: '确认信息',
      content: '是否将此题从错题本移除？',
      onOk: async () => {
        await removeFn(questionId);
        void message.success('操作成功，下次进入将不会看到该试题');
        setIds((list) => {
          const next = list.filter((x) => x !== questionId);
          setIndex((i) => Math.min(i, Math.max(0, next.length - 1)));
          return next;
        });
        setRevealed(false);
      },
    });
  };

  return (
    <div className="ex-play">
      <header className="ex-play__bar">
        <button type="button" className="ex-link" aria-label="返回" onClick={() => void navigate(-1)}>
          ←
        </button>
        <h1 className="ex-play__title">{session.title}</h1>
        <Button onClick={() => go(index - 1, true)}>上一题</Button>
        <Button onClick={() => go(index + 1, true)}>下一题</Button>
      </header>
      {session.filter}
      {ids.length === 0 ? (
        <div className="ex-page">
          <Empty />
        </div>
      ) : (
        <div className="ex-play__body">
          <AnswerSheet
            items={ids.map((q) => ({ key: q, state: done.has(q) ? 'done' : 'unanswered' }))}
            current={index}
            onPick={(i) => go(i, false)}
          />
          <main className="ex-play__main">
            {question && value ? (
              <>
                <QuestionView
                  key={question.id}
                  question={question}
                  num={index + 1}
                  mode="practice"
                  revealed={revealed}
                  value={value}
                  onChange={change}
                  actions={
                    <>
                      {session.collect ? (
                        <CollectToggle questionId={question.id} on={collected.data ?? false} />
                      ) : null}
                      {session.remove ? (
                        <button type="button" className="ex-link ex-red" onClick={() => remove(question.id)}>
                          移出错题本
                        </button>
                      ) : null}
                    </>
                  }
                />
                {!revealsOnPick(question.type) ? (
                  <div>
                    <Button
                      type="primary"
                      onClick={() => (revealed ? setRevealed(false) : reveal(question, value))}
                    >
                      {revealed ? '收起答案' : '对答案'}
                    </Button>
                  </div>
                ) : null}
              </>
            ) : loaded.isError ? (
              <LoadError error={loaded.error} onRetry={() => loaded.refetch()} retrying={loaded.isFetching} />
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </main>
        </div>
      )}
    </div>
  );
}
