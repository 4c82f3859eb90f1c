import { useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type {
  MemberMockPapersReply,
  MemberPapersReply,
  MockAttemptReply,
  MockPaperDetailReply,
  MockPaperRule,
  PaperAttemptReply,
  PaperDetailReply,
  PaperListItem,
} from '@meedu/contract';
import { paths } from '../../../config/paths.ts';
import { memberMockPapersQuery } from '../api/member-mock-papers.ts';
import { memberPapersQuery } from '../api/member-papers.ts';
import { useMockAnswerMutation } from '../api/mock-answer.ts';
import { mockAttemptQuery } from '../api/mock-attempt.ts';
import { mockPaperDetailQuery } from '../api/mock-paper-detail.ts';
import { useMockDrawMutation } from '../api/mock-paper-draw.ts';
import { mockPaperListQuery } from '../api/mock-paper-list.ts';
import { useMockSubmitMutation } from '../api/mock-submit.ts';
import { usePaperAnswerMutation } from '../api/paper-answer.ts';
import { paperAttemptQuery } from '../api/paper-attempt.ts';
import { paperDetailQuery } from '../api/paper-detail.ts';
import { usePaperJoinMutation } from '../api/paper-join.ts';
import { paperListQuery } from '../api/paper-list.ts';
import { usePaperSubmitMutation } from '../api/paper-submit.ts';
import type { HandInOutcome, TimedAttempt } from '../runner/TimedRunner.tsx';
import type { QueuedAnswer } from '../lib/answer-queue.ts';
import { hasTaken, type CatalogueRow } from './ExamCatalogue.tsx';
import type { MemberRow } from './MemberExamList.tsx';

/**
 * The two timed exams, papers and mock papers (screens §12, §13), as one table: what differs between them is
 * data (addresses, labels, queries and the names of their replies' fields), so each kind of page has one shell
 * (TimedExamDetail, TimedExamPlay, ExamCatalogue, MemberExamList) fed by a row of this table.
 */

/** A timed exam's detail page, whatever the kind. */
export interface TimedDetail {
  title: string;
  charge: number;
  inviteOnly: boolean;
  canJoin: boolean;
  /** The rules line: 总分…, 及格分…, 题数…, 可考试次数…. */
  facts: string[];
  /** Attempts left; null when unlimited. None left hides the buttons. */
  left: number | null;
  /** The member's attempts, newest first. */
  records: TimedRecord[];
}

export interface TimedRecord {
  id: number;
  /** 88分, 已完成…; null while it counts for nothing yet (shown as 未完成). */
  score: string | null;
  /** 考试中, 已结束, 阅卷中. */
  state: string;
  /** Still being taken: 继续考试 instead of 考试详情. */
  running: boolean;
  /** Why it cannot be opened now, or null. */
  refusal: string | null;
}

/** A kind's detail query (its reply read as a TimedDetail) and its start action (the new attempt's id). */
interface DetailHooks {
  query: UseQueryResult<TimedDetail>;
  start: { isPending: boolean; run(then: (recordId: number) => void): void };
}

/** A kind's attempt query (read as the runner's attempt) and the runner's two actions. */
interface PlayHooks {
  query: UseQueryResult<Omit<TimedAttempt, 'receivedAt'>>;
  send(a: QueuedAnswer): Promise<unknown>;
  handIn(): Promise<HandInOutcome>;
}

const questionTotal = (q: PaperDetailReply['questions']) =>
  (Array.isArray(q) ? q : Object.values(q)).reduce((n, list) => n + list.length, 0);

/** The number of questions a draw takes: the sum of `rule.num` (missing or unreadable parts count 0). */
export function drawCount(rule: string): number {
  try {
    const parsed = JSON.parse(rule) as Partial<MockPaperRule>;
    return Object.values(parsed.num ?? {}).reduce<number>((n, v) => n + (parseInt(String(v), 10) || 0), 0);
  } catch {
    return 0;
  }
}

const PAPER_STATE = { 1: '考试中', 2: '已结束', 3: '阅卷中' } as const;

function paperDetail(d: PaperDetailReply): TimedDetail {
  // A negative remainder (more attempts than allowed) counts as none left (reference defect 11).
  const left = d.paper.try_times > 0 ? Math.max(0, d.paper.try_times - d.join_count) : null;
  return {
    title: d.paper.title,
    charge: d.paper.charge,
    inviteOnly: d.paper.enabled_invite === 1,
    canJoin: d.can_join,
    facts: [
      `总分：${d.paper.score}分`,
      `及格分：${d.paper.pass_score}分`,
      `题数：${questionTotal(d.questions)}道`,
      left === null ? '可考试次数：不限' : `剩余可考试次数：${left}`,
    ],
    left,
    records: d.user_papers.map((r) => ({
      id: r.id,
      score: r.status === 2 ? `${r.score}分` : r.status === 3 ? '已完成' : null,
      state: PAPER_STATE[r.status],
      running: r.status === 1,
      refusal: r.status === 3 ? '请等待阅卷完成查看' : d.can_join ? null : '无权限参与',
    })),
  };
}

function mockDetail(d: MockPaperDetailReply): TimedDetail {
  return {
    title: d.paper.title,
    charge: d.paper.charge,
    inviteOnly: d.paper.enabled_invite === 1,
    canJoin: d.can,
    facts: [`及格分：${d.paper.pass_score}分`, `题数：${drawCount(d.paper.rule)}道`, '可考试次数：不限'],
    left: null,
    records: d.user_papers.map((r) => ({
      id: r.id,
      score: r.status === 1 ? `${r.get_score}分` : null,
      state: r.status === 1 ? '已结束' : '考试中',
      running: r.status !== 1,
      refusal: null,
    })),
  };
}

function paperAttempt(d: PaperAttemptReply): Omit<TimedAttempt, 'receivedAt'> {
  const { user_paper: record } = d;
  return {
    key: `paper:${record.id}`,
    title: d.paper.title,
    status: record.status === 1 ? 'running' : record.status === 2 ? 'finished' : 'marking',
    passLine: `及格分：${d.paper.pass_score}分/${d.paper.score}分`,
    score: record.score,
    remainingSeconds: record.remaining_seconds,
    questions: d.questions,
  };
}

function mockAttempt(d: MockAttemptReply): Omit<TimedAttempt, 'receivedAt'> {
  const { record } = d;
  return {
    key: `mock:${record.id}`,
    title: d.paper.title,
    status: record.status === 0 ? 'running' : 'finished',
    passLine: `及格分：${d.paper.pass_score}分/${record.total_score}分`,
    score: record.get_score,
    remainingSeconds: record.remaining_seconds,
    questions: d.questions,
  };
}

/** A start mutation (join, draw) as the detail page's action, which goes on with the new attempt's id. */
function startAction<S>(
  mutation: UseMutationResult<S, Error, void>,
  recordOf: (started: S) => number,
): DetailHooks['start'] {
  return {
    isPending: mutation.isPending,
    run: (then) => mutation.mutate(undefined, { onSuccess: (started) => then(recordOf(started)) }),
  };
}

/** A catalogue row of either kind: 已参考 once taken, a lock when the member may not join. */
const catalogueRow =
  (detail: (id: number) => string) =>
  (p: PaperListItem, reply: Parameters<typeof hasTaken>[0]): CatalogueRow => ({
    id: p.id,
    title: p.title,
    badge: hasTaken(reply, p.id) ? '已参考' : null,
    action: '立即考试',
    locked: !p.cur_user_can_join,
    to: detail(p.id),
  });

/**
 * The member's rows (screens §17.1, §17.2) of a reply, by what each row says of its paper; rows without a paper
 * (deleted) are left out.
 */
const memberRows =
  <R extends { paper_id: number; max_score: number }>(
    paper: (row: R) => { title: string; meta: string } | null,
    detail: (id: number) => string,
  ) =>
  (reply: { data: R[] }): MemberRow[] =>
    reply.data.flatMap((row) => {
      const p = paper(row);
      if (!p) return [];
      const meta = (
        <>
          <span style={{ color: '#245bdb' }}>最高得分：{row.max_score}</span> | {p.meta}
        </>
      );
      return [{ key: row.paper_id, title: p.title, meta, to: detail(row.paper_id) }];
    });

type PaperRow = MemberPapersReply['data'][number];
type MockRow = MemberMockPapersReply['data'][number];

export const TIMED_KINDS = {
  paper: {
    name: '在线考试',
    icon: '📄',
    list: paths.papers(),
    missing: '试卷不存在',
    orderType: 'paper',
    play: paths.paperPlay,
    catalogue: { query: paperListQuery, row: catalogueRow(paths.paperDetail) },
    member: {
      title: '我的考试',
      query: memberPapersQuery,
      rows: memberRows(
        ({ paper }: PaperRow) => paper && { title: paper.title, meta: `${paper.score}分` },
        paths.paperDetail,
      ),
    },
    useDetail: (id: number): DetailHooks => ({
      query: useQuery({ ...paperDetailQuery(id), enabled: id > 0, select: paperDetail }),
      start: startAction(usePaperJoinMutation(id), (r) => r.record_id),
    }),
    usePlay(id: number, pid: number): PlayHooks {
      const submit = usePaperSubmitMutation(id, pid);
      return {
        query: useQuery({ ...paperAttemptQuery(id, pid), enabled: id > 0 && pid > 0, select: paperAttempt }),
        send: usePaperAnswerMutation(id, pid).mutateAsync,
        handIn: async () => {
          const r = await submit.mutateAsync();
          return { graded: r.status === 2, total: r.total_score };
        },
      };
    },
  },
  mock: {
    name: '模拟考试',
    icon: '📝',
    list: paths.mockPapers(),
    missing: '试卷不存在',
    orderType: 'mock_paper',
    play: paths.mockPaperPlay,
    catalogue: { query: mockPaperListQuery, row: catalogueRow(paths.mockPaperDetail) },
    member: {
      title: '我的模考',
      query: memberMockPapersQuery,
      rows: memberRows(
        ({ paper }: MockRow) => paper && { title: paper.title, meta: `共${paper.question_count}道题` },
        paths.mockPaperDetail,
      ),
    },
    useDetail: (id: number): DetailHooks => ({
      query: useQuery({ ...mockPaperDetailQuery(id), enabled: id > 0, select: mockDetail }),
      start: startAction(useMockDrawMutation(id), (r) => r.recordId),
    }),
    usePlay(id: number, pid: number): PlayHooks {
      const submit = useMockSubmitMutation(pid);
      return {
        query: useQuery({ ...mockAttemptQuery(pid), enabled: id > 0 && pid > 0, select: mockAttempt }),
        send: useMockAnswerMutation(pid).mutateAsync,
        // A mock paper is always graded at once.
        handIn: async () => ({ graded: true, total: (await submit.mutateAsync()).total_score }),
      };
    },
  },
} as const;

export type TimedKind = (typeof TIMED_KINDS)[keyof typeof TIMED_KINDS];
