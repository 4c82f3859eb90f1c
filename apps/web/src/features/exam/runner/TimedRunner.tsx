import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AttemptQuestion } from '@meedu/contract';
import { ApiError } from '../../../api/client.ts';
import { useCountdown } from '../../../components/countdown/use-countdown.ts';
import { countdownAnnouncement } from './countdown-announcement.ts';
import { formatCountdown } from '../../../lib/countdown.ts';
import { collectionStatusMultiQuery } from '../api/collection-status.ts';
import { AnswerSheet, type SheetItem, type SheetState } from '../components/AnswerSheet.tsx';
import { CollectToggle } from '../components/CollectToggle.tsx';
import { QuestionView } from '../components/question/QuestionView.tsx';
import type { QueuedAnswer } from '../lib/answer-queue.ts';
import {
  answerFromRecord,
  applyQueued,
  examSave,
  isAnswered,
  resultOf,
  type Answer,
} from '../lib/answers.ts';
import { deadlineOnThisClock } from '../lib/countdown.ts';
import { useAnswerSaver } from '../lib/use-answer-saver.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../exam.css';

/** An attempt of a paper or a mock paper, as the runner needs it (the two replies differ in names only). */
export interface TimedAttempt {
  /** The queue's name for this attempt: `paper:<recordId>`, `mock:<recordId>`. */
  key: string;
  title: string;
  /** `running` takes answers; `finished` is graded (review); `marking` waits for a teacher (read-only). */
  status: 'running' | 'finished' | 'marking';
  /** `及格分：…` while running. */
  passLine: string;
  /** Points got, once finished. */
  score: number;
  remainingSeconds: number;
  /** When the reply arrived here (react-query's dataUpdatedAt). */
  receivedAt: number;
  questions: AttemptQuestion[];
}

export interface HandInOutcome {
  /** false: waits for a teacher's marking (papers with Q&A). */
  graded: boolean;
  total: number;
}

interface Props {
  attempt: TimedAttempt;
  /** Saves one answer (the endpoint's useMutation). */
  send(a: QueuedAnswer): Promise<unknown>;
  /** Hands in (the endpoint's useMutation), which also reloads the attempt into review. */
  handIn(): Promise<HandInOutcome>;
}

const anchorOf = (i: number) => `question-${i + 1}`;

/** A question's saves waiting for the network (a composite's parts count too). */
const isPending = (pending: ReadonlySet<string>, id: number) =>
  pending.has(String(id)) || [...pending].some((k) => k.startsWith(`${id}-cap-`));

function reviewState(q: AttemptQuestion): SheetState {
  switch (q.is_correct) {
    case 1:
      return 'right';
    case 0:
      return 'wrong';
    case 2:
      return 'partial';
    default:
      return 'ungraded';
  }
}

/**
 * Mount it with a key of the attempt and its status: while it runs, the answers on screen are the truth (a
 * re-read reply may predate a save in flight); once graded, the review starts from the server's copy.
 *
 * The timed family of the one question runner (papers and mock papers, screens §12.4, §13.4): every question on
 * one page with the answer sheet beside it, answers saved as given (queued while offline), a countdown on the
 * server's clock that hands in at zero, the hand-in confirmation naming the unanswered questions, then the
 * score and the review with marks and analysis.
 */
export function TimedRunner({ attempt, send, handIn }: Props) {
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const running = attempt.status === 'running';
  const saver = useAnswerSaver(running ? attempt.key : null, send);
  const { queued } = saver;

  // The screen's answers: the server's copy, then whatever this browser still has queued (newer by definition).
  const [answers, setAnswers] = useState(() => {
    const m = new Map<number, Answer>();
    for (const q of attempt.questions) m.set(q.question_id, answerFromRecord(q));
    for (const a of queued()) {
      const id = Number(String(a.question_id).split('-cap-')[0]);
      const q = attempt.questions.find((x) => x.question_id === id);
      const current = m.get(id);
      if (q && current) m.set(id, applyQueued(q.question, current, a));
    }
    return m;
  });

  const [handing, setHanding] = useState(false);
  const handingRef = useRef(false);
  const unanswered = attempt.questions
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => {
      const v = answers.get(q.question_id);
      return !v || !isAnswered(v);
    });

  const finishRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const finish = useCallback(async () => {
    if (handingRef.current) return;
    handingRef.current = true;
    setHanding(true);
    try {
      // What waits in the queue goes first, so the grading sees every answer the member gave.
      await saver.flush();
      const outcome = await handIn();
      saver.clear();
      if (outcome.graded) void message.success(`考试结束，得分：${outcome.total}`);
      else
        modal.info({
          title: '交卷提示',
          content: '此次在线考试包含主观题，等待老师阅卷后查看成绩',
          okText: '我知道了',
          closable: false,
          onOk: () => void setTimeout(() => void navigate(-1), 500),
        });
    } catch (e) {
      // A lost connection: try again when it returns (the server still takes a hand-in after the deadline).
      if (e instanceof ApiError && e.kind === 'network') {
        const again = () => {
          window.removeEventListener('online', again);
          handingRef.current = false;
          void finishRef.current();
        };
        window.addEventListener('online', again);
        return;
      }
      handingRef.current = false;
    } finally {
      setHanding(false);
    }
  }, [handIn, message, modal, navigate, saver]);
  useEffect(() => {
    finishRef.current = finish;
  }, [finish]);

  const deadlineAt = running ? deadlineOnThisClock(attempt.receivedAt, attempt.remainingSeconds) : null;
  const left = useCountdown(deadlineAt, () => void finish());

  const confirmHandIn = () => {
    const n = unanswered.length;
    modal.confirm({
      title: '确认信息',
      content: (
        <div>
          <p>{n > 0 ? `还有${n}道题未做，确认要交卷吗？` : '确认要交卷吗？'}</p>
          {n > 0 ? <p>未作答：{unanswered.map(({ i }) => `第${i + 1}题`).join('、')}</p> : null}
        </div>
      ),
      okText: '确定',
      cancelText: '继续答题',
      onOk: () => finish(),
    });
  };

  const change = (q: AttemptQuestion, v: Answer, commit: boolean, sub?: number) => {
    if (!running) return;
    setAnswers((m) => new Map(m).set(q.question_id, v));
    if (commit) saver.save(examSave(q.question_id, v, sub));
  };

  const reviewing = attempt.status === 'finished';
  const ids = useMemo(() => attempt.questions.map((q) => q.question_id), [attempt.questions]);
  const collected = useQuery({ ...collectionStatusMultiQuery(ids), enabled: reviewing && ids.length > 0 });

  const items: SheetItem[] = attempt.questions.map((q) => {
    if (reviewing) return { key: q.question_id, state: reviewState(q) };
    if (isPending(saver.pending, q.question_id)) return { key: q.question_id, state: 'pending' };
    const v = answers.get(q.question_id);
    return { key: q.question_id, state: v && isAnswered(v) ? 'answered' : 'unanswered' };
  });
  const waiting = attempt.questions.filter((q) => isPending(saver.pending, q.question_id)).length;

  return (
    <div className="ex-play">
      <header className="ex-play__bar">
        {running ? (
          <>
            <h1 className="ex-play__title">{attempt.title}</h1>
            <span>{attempt.passLine}</span>
            <span className="ex-play__timer" role="timer" aria-label="倒计时">
              倒计时：{formatCountdown(left, { from: 'hour' })}
            </span>
            {/* The timer itself is silent (role timer); this says only when five and one minute remain. */}
            <span className="sr-only" aria-live="polite">
              {countdownAnnouncement(left)}
            </span>
            <Button type="primary" onClick={confirmHandIn} loading={handing}>
              立即交卷
            </Button>
          </>
        ) : (
          <>
            <button type="button" className="ex-link" aria-label="返回" onClick={() => void navigate(-1)}>
              ←
            </button>
            <h1 className="ex-play__title">{attempt.title}</h1>
            {reviewing ? <strong>考试得分：{attempt.score}分</strong> : <strong>阅卷中</strong>}
          </>
        )}
      </header>
      <div className="ex-play__body">
        <AnswerSheet
          items={items}
          onPick={(i) => document.getElementById(anchorOf(i))?.scrollIntoView({ behavior: 'smooth' })}
          footer={
            running ? (
              <span
                className={waiting ? 'ex-save-state is-pending' : 'ex-save-state'}
                role="status"
                aria-live="polite"
              >
                {waiting
                  ? `${waiting}道题的答案待保存${saver.offline ? '，网络恢复后自动提交' : ''}`
                  : '答案已全部保存'}
              </span>
            ) : null
          }
        />
        <main className="ex-play__main">
          {attempt.questions.map((q, i) => (
            <QuestionView
              key={q.question_id}
              anchor={anchorOf(i)}
              question={q.question}
              num={i + 1}
              mode={running ? 'exam' : 'review'}
              value={answers.get(q.question_id) ?? answerFromRecord(q)}
              result={reviewing ? resultOf(q) : undefined}
              onChange={(v, commit, sub) => change(q, v, commit, sub)}
              actions={
                reviewing ? (
                  <CollectToggle
                    questionId={q.question_id}
                    on={collected.data?.has(q.question_id) ?? false}
                  />
                ) : null
              }
            />
          ))}
        </main>
      </div>
    </div>
  );
}
