import type {
  AnswerCommentReply,
  AnswerCommentsReply,
  MemberAnswer,
  MemberQuestion,
  MemberWendaReply,
  QuestionCreateForm,
  QuestionCreateReply,
  QuestionDetailReply,
  QuestionListReply,
  VoteReply,
  WendaConfig,
  WendaUploadReply,
} from '@meedu/contract';
import { onGet, onPost, type Id, type Reply } from './http.ts';

/** The Q&A addon (Wenda): questions, answers, votes, comments and the member's own lists (contract wenda). */
export const wendaApi = {
  config: (reply: Reply<WendaConfig>) => onGet('/addons/Wenda/api/v1/other/config', reply),
  list: (reply: Reply<QuestionListReply>) => onGet('/addons/Wenda/api/v1/questions', reply),
  createForm: (reply: Reply<QuestionCreateForm>) => onGet('/addons/Wenda/api/v1/question/create', reply),
  create: (reply: Reply<QuestionCreateReply>) => onPost('/addons/Wenda/api/v1/question/create', reply),
  detail: (id: Id, reply: Reply<QuestionDetailReply>) =>
    onGet(`/addons/Wenda/api/v1/question/${id}/detail`, reply),
  answer: (id: Id, reply: Reply<[]>) => onPost(`/addons/Wenda/api/v1/question/${id}/answer`, reply),
  correct: (id: Id, reply: Reply<[]>) => onPost(`/addons/Wenda/api/v1/question/${id}/correct`, reply),
  vote: (reply: Reply<VoteReply>) => onPost('/addons/Wenda/api/v1/vote', reply),
  answerComments: (answerId: Id, reply: Reply<AnswerCommentsReply>) =>
    onGet(`/addons/Wenda/api/v1/question/answer/${answerId}/comments`, reply),
  answerComment: (answerId: Id, reply: Reply<AnswerCommentReply>) =>
    onPost(`/addons/Wenda/api/v1/question/answer/${answerId}/comment`, reply),
  uploadImage: (reply: Reply<WendaUploadReply>) => onPost('/addons/Wenda/api/v1/upload/image', reply),
  myQuestions: (reply: Reply<MemberWendaReply<MemberQuestion>>) =>
    onGet('/addons/Wenda/api/v1/member/questions', reply),
  myAnswers: (reply: Reply<MemberWendaReply<MemberAnswer>>) =>
    onGet('/addons/Wenda/api/v1/member/answers', reply),
};
