/**
 * The console's exam area (`exams.view` / `exams.edit`): categories, the question bank with its spreadsheet
 * template, import (`/uploads/exam-questions`, past the JSON limit with its own) and export, papers, mock papers
 * and practices; and marking (`marking.edit`): the attempts waiting for a teacher and their marks.
 */
import {
  EXAM_CATEGORY_SCOPES,
  EXAM_IMPORT_MAX_BYTES,
  EXAM_PAPER_SORTS,
  EXAM_QUESTION_SORTS,
  ExamCategoryBody,
  ExamMockPaperBody,
  ExamPaperBody,
  ExamPracticeBody,
  ExamQuestionBody,
  MarkingBody,
  type ExamCategoryItem,
  type ExamCategoryScope,
  type ExamImportReply,
  type ExamMockPaperItem,
  type ExamPaperItem,
  type ExamPracticeItem,
  type ExamQuestionCounts,
  type ExamQuestionItem,
  type ListReply,
  type MarkingItem,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../console/auth.ts';
import {
  createWith,
  deleteWith,
  readById,
  updateWith,
  whole,
  type AdminContext,
} from '../../console/handlers.ts';
import {
  AdminError,
  adminJson,
  fieldError,
  idFilter,
  listFields,
  listParams,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as exportRepo from './admin-repository.ts';
import * as service from './admin-service.ts';
import { exportWorkbook, readQuestionSheet, templateWorkbook, XLSX_TYPE } from './spreadsheet.ts';

/** The most rows one export writes (a bigger bank is exported by category or type). */
const EXPORT_MAX_ROWS = 5000;

export const examAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('exams.view');
  const edit = requirePermission('exams.edit');
  app.get('/exam-categories', view, listCategories(deps));
  app.post('/exam-categories', edit, createWith(deps, ExamCategoryBody, service.createExamCategory));
  app.put(
    '/exam-categories/:id',
    edit,
    updateWith(deps, '分类', ExamCategoryBody, service.updateExamCategory),
  );
  app.delete('/exam-categories/:id', edit, deleteWith(deps, '分类', service.deleteExamCategory));

  app.get('/exam-questions', view, listQuestions(deps));
  app.get('/exam-questions/template', view, sendTemplate);
  app.get('/exam-questions/export', view, exportQuestions(deps));
  app.get('/exam-questions/counts', view, questionCounts(deps));
  app.post('/uploads/exam-questions', edit, importQuestions(deps));
  app.post('/exam-questions', edit, createWith(deps, ExamQuestionBody, service.createQuestion));
  app.get('/exam-questions/:id', view, readById(deps, '试题', service.getQuestion));
  app.put('/exam-questions/:id', edit, updateWith(deps, '试题', ExamQuestionBody, service.updateQuestion));
  app.delete('/exam-questions/:id', edit, deleteWith(deps, '试题', service.deleteQuestion));

  app.get('/exam-papers', view, listSaleRecords(deps, service.listPapers));
  app.post('/exam-papers', edit, createWith(deps, ExamPaperBody, service.createPaper));
  app.get('/exam-papers/:id', view, readById(deps, '试卷', service.getPaper));
  app.put('/exam-papers/:id', edit, updateWith(deps, '试卷', ExamPaperBody, service.updatePaper));
  app.delete('/exam-papers/:id', edit, deleteWith(deps, '试卷', service.deletePaper));

  app.get('/exam-mock-papers', view, listSaleRecords(deps, service.listMockPapers));
  app.post('/exam-mock-papers', edit, createWith(deps, ExamMockPaperBody, service.createMockPaper));
  app.get('/exam-mock-papers/:id', view, readById(deps, '模拟试卷', service.getMockPaper));
  app.put(
    '/exam-mock-papers/:id',
    edit,
    updateWith(deps, '模拟试卷', ExamMockPaperBody, service.updateMockPaper),
  );
  app.delete('/exam-mock-papers/:id', edit, deleteWith(deps, '模拟试卷', service.deleteMockPaper));

  app.get('/exam-practices', view, listSaleRecords(deps, service.listPractices));
  app.post('/exam-practices', edit, createWith(deps, ExamPracticeBody, service.createPractice));
  app.get('/exam-practices/:id', view, readById(deps, '练习', service.getPractice));
  app.put('/exam-practices/:id', edit, updateWith(deps, '练习', ExamPracticeBody, service.updatePractice));
  app.delete('/exam-practices/:id', edit, deleteWith(deps, '练习', service.deletePractice));

  const mark = requirePermission('marking.edit');
  app.get('/marking', mark, listMarking(deps));
  app.post('/marking/:id', mark, markAttempt(deps));
};

// ---------------------------------------------------------------- categories

const CategoryQuery = z.object({
  scope: z.enum(EXAM_CATEGORY_SCOPES as [ExamCategoryScope, ...ExamCategoryScope[]]).catch('question'),
});

const listCategories = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ListReply<ExamCategoryItem>>(
    c,
    whole(await service.listExamCategories(deps.db, parseQuery(c, CategoryQuery).scope)),
  );

// ---------------------------------------------------------------- questions

const questionFilter = {
  q: z.string().trim().max(100, '关键词过长').optional(),
  type: z.coerce.number().int().min(1).max(6).optional().catch(undefined),
  category_id: idFilter,
  difficulty: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
};
const QuestionListQuery = z.object({ ...listFields(EXAM_QUESTION_SORTS, '-id'), ...questionFilter });
const QuestionExportQuery = z.object(questionFilter);

const filterOf = (q: z.infer<typeof QuestionExportQuery>): exportRepo.QuestionFilter => ({
  q: q.q || undefined,
  type: q.type,
  categoryId: q.category_id,
  difficulty: q.difficulty,
});

const listQuestions = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, QuestionListQuery);
  return adminJson<ListReply<ExamQuestionItem>>(
    c,
    await service.listQuestions(deps.db, filterOf(q), listParams(q)),
  );
};

const sendSheet = (c: AdminContext, bytes: Buffer, name: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  });

const sendTemplate = async (c: AdminContext) => sendSheet(c, await templateWorkbook(), '试题导入模板.xlsx');

const exportQuestions = (deps: AppDeps) => async (c: AdminContext) => {
  const filter = filterOf(parseQuery(c, QuestionExportQuery));
  const rows = await exportRepo.exportQuestions(deps.db, filter, EXPORT_MAX_ROWS);
  return sendSheet(c, await exportWorkbook(rows), '试题.xlsx');
};

const CountsQuery = z.object({
  category_ids: z
    .string()
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0),
      ),
    ]),
});

const questionCounts = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ExamQuestionCounts>(
    c,
    await service.questionCounts(deps.db, parseQuery(c, CountsQuery).category_ids.slice(0, 50)),
  );

const MAX_MB = EXAM_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * `POST /uploads/exam-questions` (multipart `file`, `skip_errors`): every bad row comes back with its number and
 * reason; with any, nothing is imported unless `skip_errors` is `1`, and then the good rows are.
 */
const importQuestions = (deps: AppDeps) => async (c: AdminContext) => {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > EXAM_IMPORT_MAX_BYTES + 64 * 1024) throw new AdminError(413, `文件不能超过 ${MAX_MB} MB`);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw fieldError('file', '请选择要导入的文件');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', '请选择要导入的文件');
  if (file.size > EXAM_IMPORT_MAX_BYTES) throw new AdminError(413, `文件不能超过 ${MAX_MB} MB`);
  if (!/\.xlsx$/i.test(file.name)) throw fieldError('file', '请上传 .xlsx 文件（可先下载模板）');
  const sheet = await readQuestionSheet(
    new Uint8Array(await file.arrayBuffer()),
    await service.questionCategoryIds(deps.db),
  );
  const skip = form.get('skip_errors') === '1';
  const imported =
    sheet.errors.length > 0 && !skip ? 0 : await service.importQuestions(deps, actorOf(c), sheet.questions);
  return adminJson<ExamImportReply>(c, { imported, errors: sheet.errors });
};

// ---------------------------------------------------------------- papers, mock papers, practices

const SaleListQuery = z.object({
  ...listFields(EXAM_PAPER_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
});

const listSaleRecords =
  <T extends ExamPaperItem | ExamMockPaperItem | ExamPracticeItem>(
    deps: AppDeps,
    list: (
      db: AppDeps['db'],
      filter: exportRepo.SaleFilter,
      params: ReturnType<typeof listParams<'id' | 'charge'>>,
    ) => Promise<ListReply<T>>,
  ) =>
  async (c: AdminContext) => {
    const q = parseQuery(c, SaleListQuery);
    return adminJson<ListReply<T>>(
      c,
      await list(deps.db, { q: q.q || undefined, categoryId: q.category_id }, listParams(q)),
    );
  };

// ---------------------------------------------------------------- marking

const listMarking = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ListReply<MarkingItem>>(c, whole(await service.listMarking(deps.db)));

const markAttempt = (deps: AppDeps) => async (c: AdminContext) => {
  const id = pathId(c, '答卷');
  const { scores } = await parseBody(c, MarkingBody);
  return adminJson<{ id: number; score: number }>(
    c,
    await service.markAttemptAsTeacher(deps, actorOf(c), id, scores),
  );
};
