import type {
  ExamCategoryItem,
  ExamCategoryRequest,
  ExamCategoryScope,
  ExamImportReply,
  ExamMockPaperItem,
  ExamMockPaperRequest,
  ExamPaperDetail,
  ExamPaperItem,
  ExamPaperRequest,
  ExamPracticeDetail,
  ExamPracticeItem,
  ExamPracticeRequest,
  ExamQuestionCounts,
  ExamQuestionItem,
  ExamQuestionRequest,
  ListReply,
  MarkingItem,
  MarkingRequest,
} from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, API_BASE } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const examCategoriesKey = ['exam-categories'] as const;
export const questionsKey = ['exam-questions'] as const;
export const papersKey = ['exam-papers'] as const;
export const mockPapersKey = ['exam-mock-papers'] as const;
export const practicesKey = ['exam-practices'] as const;
export const markingKey = ['marking'] as const;

/** `GET /exam-categories?scope=` (whole, by sort) */
export const examCategoriesQuery = (scope: ExamCategoryScope) =>
  queryOptions({
    queryKey: [...examCategoriesKey, scope],
    queryFn: () => api.get<ListReply<ExamCategoryItem>>('/exam-categories', { scope }),
  });
export const examCategoryMutations = recordMutations<ExamCategoryRequest, ExamCategoryItem>(
  '/exam-categories',
  [examCategoriesKey],
);

export const questionListQuery = pagedListQuery<ExamQuestionItem>('/exam-questions', questionsKey);
export const questionMutations = recordMutations<ExamQuestionRequest, ExamQuestionItem>('/exam-questions', [
  questionsKey,
  examCategoriesKey,
]);

/** The question picker's search: the first 20 matches of a keyword (an id or part of the stem). */
export const questionSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'search', q],
    queryFn: () => api.get<ListReply<ExamQuestionItem>>('/exam-questions', { q, size: 20 }),
  });

/** The bank's questions per type in some categories (a draw rule's ceilings). */
export const questionCountsQuery = (categoryIds: number[]) =>
  queryOptions({
    queryKey: [...questionsKey, 'counts', categoryIds],
    queryFn: () =>
      api.get<ExamQuestionCounts>('/exam-questions/counts', { category_ids: categoryIds.join(',') }),
    enabled: categoryIds.length > 0,
  });

/** Where the browser downloads the template and the filtered export (plain links: the session cookie goes along). */
export const templateHref = `${API_BASE}/exam-questions/template`;
export const exportHref = (filters: Record<string, string>) =>
  `${API_BASE}/exam-questions/export?${new URLSearchParams(filters).toString()}`;

/** `POST /uploads/exam-questions`: the sheet's report; with `skipErrors` the good rows of a bad sheet go in. */
export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, skipErrors }: { file: File; skipErrors: boolean }) => {
      const form = new FormData();
      form.set('file', file);
      if (skipErrors) form.set('skip_errors', '1');
      return api.upload<ExamImportReply>('/uploads/exam-questions', form);
    },
    onSuccess: (reply) =>
      reply.imported > 0 ? client.invalidateQueries({ queryKey: questionsKey }) : Promise.resolve(),
  });
}

export const paperListQuery = pagedListQuery<ExamPaperItem>('/exam-papers', papersKey);
export const paperQuery = recordQuery<ExamPaperDetail>('/exam-papers', papersKey);
export const paperMutations = recordMutations<ExamPaperRequest, ExamPaperDetail>('/exam-papers', [papersKey]);

export const mockPaperListQuery = pagedListQuery<ExamMockPaperItem>('/exam-mock-papers', mockPapersKey);
export const mockPaperMutations = recordMutations<ExamMockPaperRequest, ExamMockPaperItem>(
  '/exam-mock-papers',
  [mockPapersKey],
);

export const practiceListQuery = pagedListQuery<ExamPracticeItem>('/exam-practices', practicesKey);
export const practiceQuery = recordQuery<ExamPracticeDetail>('/exam-practices', practicesKey);
export const practiceMutations = recordMutations<ExamPracticeRequest, ExamPracticeDetail>('/exam-practices', [
  practicesKey,
]);

/** `GET /marking`: the attempts waiting for a teacher, oldest first. */
export const markingQuery = queryOptions({
  queryKey: markingKey,
  queryFn: () => api.get<ListReply<MarkingItem>>('/marking'),
});

export function useMarkAttempt(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkingRequest) => api.post<{ id: number; score: number }>(`/marking/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: markingKey }),
  });
}
