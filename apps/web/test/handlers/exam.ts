import type {
  CollectionStatusMultiReply,
  CollectionStatusReply,
  ExamStatsReply,
  MemberPapersReply,
  MemberPracticesReply,
  MockAttemptReply,
  MockDrawReply,
  MockHandInReply,
  MockPaperDetailReply,
  PaperAttemptReply,
  PaperDetailReply,
  PaperHandInReply,
  PaperJoinReply,
  PaperListReply,
  PracticeChapterReply,
  PracticeDetailReply,
  QuestionBookIdsReply,
  QuestionBookStatsReply,
  QuestionReply,
} from '@meedu/contract';
import { onDelete, onGet, onPost, type Id, type Reply } from './http.ts';

const paper = '/addons/Paper/api';

/** The exam addon (Paper): papers, mock papers, practice, the wrong book and collection (contract exam). */
export const examApi = {
  stats: (reply: Reply<ExamStatsReply>) => onGet(`${paper}/v2/stats/index`, reply),
  papers: (reply: Reply<PaperListReply>) => onGet(`${paper}/v1/papers`, reply),
  paper: (id: Id, reply: Reply<PaperDetailReply>) => onGet(`${paper}/v1/paper/${id}`, reply),
  joinPaper: (id: Id, reply: Reply<PaperJoinReply>) => onGet(`${paper}/v1/paper/${id}/join`, reply),
  paperAttempt: (id: Id, recordId: Id, reply: Reply<PaperAttemptReply>) =>
    onGet(`${paper}/v1/paper/${id}/join/${recordId}`, reply),
  paperAnswer: (id: Id, reply: Reply<[]>) => onPost(`${paper}/v1/paper/${id}/submit/single`, reply),
  paperHandIn: (id: Id, reply: Reply<PaperHandInReply>) =>
    onPost(`${paper}/v1/paper/${id}/submit/all`, reply),
  mockPaper: (id: Id, reply: Reply<MockPaperDetailReply>) => onGet(`${paper}/v1/mock_paper/${id}`, reply),
  drawMock: (id: Id, reply: Reply<MockDrawReply>) => onPost(`${paper}/v1/mock_paper/${id}`, reply),
  mockAttempt: (recordId: Id, reply: Reply<MockAttemptReply>) =>
    onGet(`${paper}/v1/mock_paper/record/${recordId}`, reply),
  mockAnswer: (recordId: Id, reply: Reply<[]>) =>
    onPost(`${paper}/v1/mock_paper/record/${recordId}/submit/single`, reply),
  mockHandIn: (recordId: Id, reply: Reply<MockHandInReply>) =>
    onPost(`${paper}/v1/mock_paper/record/${recordId}/submit`, reply),
  practice: (id: Id, reply: Reply<PracticeDetailReply>) => onGet(`${paper}/v1/practice/${id}`, reply),
  practiceChapter: (id: Id, chapterId: Id, reply: Reply<PracticeChapterReply>) =>
    onGet(`${paper}/v1/practice/${id}/join/${chapterId}`, reply),
  practiceQuestion: (id: Id, reply: Reply<QuestionReply>) =>
    onGet(`${paper}/v1/practice/${id}/join/question/:qid`, reply),
  practiceAnswer: (id: Id, reply: Reply<[]>) =>
    onPost(`${paper}/v1/practice/${id}/join/question/:qid/answer`, reply),
  wrongBookStats: (reply: Reply<QuestionBookStatsReply>) => onGet(`${paper}/v1/wrongbook`, reply),
  wrongBookIds: (reply: Reply<QuestionBookIdsReply>) => onGet(`${paper}/v2/wrongbook/questions`, reply),
  wrongBookRemove: (reply: Reply<[]>) => onDelete(`${paper}/v1/wrongbook/:qid`, reply),
  collectionStats: (reply: Reply<QuestionBookStatsReply>) => onGet(`${paper}/v1/collection/stats`, reply),
  bookQuestion: (reply: Reply<QuestionReply>) => onGet(`${paper}/v2/question/:qid`, reply),
  bookAnswer: (reply: Reply<[]>) => onPost(`${paper}/v2/question/:qid/answer`, reply),
  collect: (reply: Reply<[]>) => onPost(`${paper}/v1/collection/action`, reply),
  collectionStatus: (reply: Reply<CollectionStatusReply>) => onPost(`${paper}/v1/collection/status`, reply),
  collectionStatusMulti: (reply: Reply<CollectionStatusMultiReply>) =>
    onPost(`${paper}/v1/collection/status/multi`, reply),
  myPapers: (reply: Reply<MemberPapersReply>) => onGet(`${paper}/v2/member/joinPapers`, reply),
  myPractices: (reply: Reply<MemberPracticesReply>) => onGet(`${paper}/v2/member/joinPractices`, reply),
};
