import type {
  AdminErrorReply,
  ExamCategoryItem,
  ExamImportReply,
  ExamMockPaperItem,
  ExamPaperDetail,
  ExamPracticeDetail,
  ExamQuestionItem,
  ExamQuestionRequest,
  ListReply,
  MarkingItem,
} from '@meedu/contract/admin';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHEET_HEADERS } from '../../src/modules/exam/spreadsheet.ts';
import { adminAgent, ADMIN_HEADER, auditRows, consoleCrew, type AdminAgent } from './support.ts';
import { zipDirectoryOf } from '../support/zip.ts';

const P = '/addons/Paper/api';

type Cells = Partial<Record<(typeof SHEET_HEADERS)[number], string>>;

async function sheetOf(rows: Cells[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('试题');
  sheet.columns = SHEET_HEADERS.map((h) => ({ header: h, key: h }));
  sheet.addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function readSheet(bytes: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const out: string[][] = [];
  book.worksheets[0]?.eachRow((r) => {
    out.push(SHEET_HEADERS.map((_, i) => r.getCell(i + 1).text));
  });
  return out;
}

const QA: ExamQuestionRequest = { type: 4, score: 10, content: '<p>简述考试的意义。</p>' };
const SINGLE: ExamQuestionRequest = {
  type: 1,
  score: 5,
  content: '<p>1 + 1 = ?</p><script>alert(1)</script>',
  options: ['1', '2'],
  answer: 'option2',
  difficulty: 1,
};

describe('the exam bank in the console', () => {
  const crew = consoleCrew('exams.view', 'exams.edit', 'courses.edit');
  let marker: AdminAgent;
  let categoryId = 0;

  beforeAll(async () => {
    marker = await adminAgent(crew.ctx, ['marking.edit']);
    const c = await crew.editor.call<ExamCategoryItem>('POST', '/exam-categories', {
      scope: 'question',
      name: '数学',
    });
    categoryId = c.body.id;
  }, 30_000);

  const upload = async (bytes: Uint8Array, skip = false, name = 'bank.xlsx') => {
    const form = new FormData();
    form.set('file', new File([bytes], name));
    if (skip) form.set('skip_errors', '1');
    const res = await crew.ctx.app.request('/admin/api/uploads/exam-questions', {
      method: 'POST',
      body: form,
      headers: { ...ADMIN_HEADER, cookie: crew.editor.cookie, 'x-forwarded-for': crew.editor.address },
    });
    return { status: res.status, body: (await res.json()) as ExamImportReply & AdminErrorReply };
  };

  it('answers view and edit by permission, marking only to its own', async () => {
    expect((await crew.viewer.call('GET', '/exam-questions')).status).toBe(200);
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/exam-papers');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：考试（查看）');
    expect((await crew.viewer.call('POST', '/exam-questions', QA)).status).toBe(403);
    const notMarker = await crew.editor.call<AdminErrorReply>('GET', '/marking');
    expect(notMarker.body.message).toBe('没有权限：阅卷（编辑）');
    expect((await marker.call('GET', '/marking')).status).toBe(200);
  });

  it('saves each type through one form, sanitised, refusing bad parts at their fields; audited', async () => {
    const bad = await crew.editor.call<AdminErrorReply>('POST', '/exam-questions', {
      type: 6,
      content: '材料',
      subs: [{ type: 1, score: 2, content: '小题', options: ['甲', ''], answer: 'option5' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'subs.0.options': '请填写至少两个选项，且不留空选项',
      'subs.0.answer': '请选择一个正确答案',
    });
    const single = await crew.editor.call<ExamQuestionItem>('POST', '/exam-questions', {
      ...SINGLE,
      category_id: categoryId,
    });
    expect(single.status).toBe(201);
    expect(single.body).toMatchObject({ content: '<p>1 + 1 = ?</p>', category_name: '数学', full_score: 5 });
    const composite = await crew.editor.call<ExamQuestionItem>('POST', '/exam-questions', {
      type: 6,
      content: '阅读材料',
      subs: [
        {
          type: 3,
          content: '填空 ____',
          blanks: [
            { a: '北京', s: 2 },
            { a: '上海', s: 3 },
          ],
        },
        { type: 4, score: 6, content: '谈谈理解' },
      ],
    });
    expect(composite.body).toMatchObject({ type: 6, full_score: 11, content: '阅读材料' });
    expect(composite.body.subs[0]?.blanks).toEqual([
      { a: '北京', s: 2 },
      { a: '上海', s: 3 },
    ]);
    const edited = await crew.editor.call<ExamQuestionItem>('PUT', `/exam-questions/${single.body.id}`, {
      ...SINGLE,
      type: 2,
      options: ['1', '2', '2.0'],
      answer: 'option3,option2',
    });
    expect(edited.body).toMatchObject({ type: 2, answer: 'option2,option3' });
    expect((await auditRows(crew.ctx, 'exam_question')).slice(0, 2).map((a) => a.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('imports nothing from a sheet with bad rows, naming each; imports the good ones when told to skip', async () => {
    const before = (await crew.viewer.call<ListReply<ExamQuestionItem>>('GET', '/exam-questions')).body.total;
    const bytes = await sheetOf([
      { 题型: '单选题', 分类: '数学', 分数: '2', 题干: '2 + 2 = ?', 选项A: '4', 选项B: '5', 答案: 'A' },
      { 题型: '单选题', 分数: '2', 题干: '坏答案', 选项A: '4', 选项B: '5', 答案: 'Z' },
      { 题型: '判断题', 分数: '2', 题干: '天是蓝的', 答案: '也许' },
      { 题型: '问答题', 分类: '物理', 分数: '5', 题干: '无此分类' },
      { 题型: '论述题', 题干: '无此题型' },
      { 题型: '问答题', 分数: '8', 题干: '好的问答' },
      { 题型: '小题-问答题', 分数: '3', 题干: '孤立的小题' },
    ]);
    const refused = await upload(bytes);
    expect(refused.status).toBe(200);
    expect(refused.body.imported).toBe(0);
    expect(refused.body.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 8]);
    expect(refused.body.errors[0]?.reason).toBe('答案「Z」不是选项字母');
    expect(refused.body.errors[2]?.reason).toBe('分类「物理」不存在，请先在题库分类中添加');
    expect((await crew.viewer.call<ListReply<ExamQuestionItem>>('GET', '/exam-questions')).body.total).toBe(
      before,
    );

    const skipped = await upload(bytes, true);
    expect(skipped.body.imported).toBe(2);
    expect((await auditRows(crew.ctx, 'exam_question'))[0]).toMatchObject({
      action: 'import',
      summary: '导入试题 2 道',
    });
    expect((await upload(bytes, false, 'bank.csv')).body.fields).toEqual({
      file: '请上传 .xlsx 文件（可先下载模板）',
    });
    // A small file that would unpack to gigabytes is refused before the spreadsheet library unpacks it.
    const bomb = zipDirectoryOf([{ name: 'xl/worksheets/sheet1.xml', unpacked: 2_000_000_000 }]);
    expect((await upload(bomb)).body.fields).toEqual({ file: '文件解压后超过 64 MB，请拆分后分批导入' });
  });

  it('exports the filtered bank in the template’s columns, and the export imports back the same', async () => {
    const template = await crew.ctx.app.request('/admin/api/exam-questions/template', {
      headers: { cookie: crew.viewer.cookie, 'x-forwarded-for': crew.viewer.address },
    });
    const templateRows = await readSheet(await template.arrayBuffer());
    expect(templateRows[0]).toEqual([...SHEET_HEADERS]);
    expect(new Set(templateRows.slice(1).map((r) => r[0]))).toEqual(
      new Set(['单选题', '多选题', '填空题', '问答题', '判断题', '组合题', '小题-单选题', '小题-问答题']),
    );
    expect((await upload(await sheetOf(templateRows.slice(1).map(toCells)))).body).toEqual({
      imported: 6,
      errors: [],
    });

    const exported = await crew.ctx.app.request(
      `/admin/api/exam-questions/export?category_id=${categoryId}`,
      {
        headers: { cookie: crew.viewer.cookie, 'x-forwarded-for': crew.viewer.address },
      },
    );
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const rows = (await readSheet(await exported.arrayBuffer())).slice(1);
    expect(rows.every((r) => r[1] === '数学')).toBe(true);
    const inCategory = async () =>
      (
        await crew.viewer.call<ListReply<ExamQuestionItem>>(
          'GET',
          `/exam-questions?category_id=${categoryId}&sort=id`,
        )
      ).body.items;
    const first = await inCategory();
    expect((await upload(await sheetOf(rows.map(toCells)))).body).toMatchObject({ imported: first.length });
    const all = await inCategory();
    const shape = (q: ExamQuestionItem) => [
      q.type,
      q.content,
      q.options,
      q.answer,
      q.blanks,
      q.score,
      q.remark,
    ];
    expect(all.slice(first.length).map(shape)).toEqual(first.map(shape));
  });

  it('validates mock-paper draw rules against the bank’s counts', async () => {
    const counts = await crew.viewer.call<Record<string, number>>(
      'GET',
      `/exam-questions/counts?category_ids=${categoryId}`,
    );
    const qa = counts.body['4'] ?? 0;
    const rule = { category_ids: [categoryId], num: { qa: qa + 1 } };
    const mock = { title: '模拟卷', expired_minutes: 30, rule };
    const tooMany = await crew.editor.call<AdminErrorReply>('POST', '/exam-mock-papers', mock);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({
      'rule.num.qa': `所选分类中问答题只有 ${qa} 道，不足 ${qa + 1} 道`,
    });
    const made = await crew.editor.call<ExamMockPaperItem>('POST', '/exam-mock-papers', {
      ...mock,
      rule: { ...rule, num: { qa, choice: counts.body['1'] } },
    });
    expect(made.status).toBe(201);
    expect(made.body.question_count).toBe(qa + (counts.body['1'] ?? 0));
  });

  it('keeps practice chapters by id when the practice is saved whole', async () => {
    const q = (await crew.viewer.call<ListReply<ExamQuestionItem>>('GET', '/exam-questions?size=3')).body
      .items;
    const made = await crew.editor.call<ExamPracticeDetail>('POST', '/exam-practices', {
      name: '每日一练',
      chapters: [{ name: '第一章', question_ids: [q[0]?.id] }],
    });
    const chapter = made.body.chapters[0];
    const saved = await crew.editor.call<ExamPracticeDetail>('PUT', `/exam-practices/${made.body.id}`, {
      name: '每日一练',
      chapters: [
        { name: '第二章', question_ids: [q[1]?.id, q[2]?.id] },
        { id: chapter?.id, name: '第一章（改）', question_ids: [q[0]?.id] },
      ],
    });
    expect(saved.body.chapters.map((c) => [c.name, c.questions.length])).toEqual([
      ['第二章', 2],
      ['第一章（改）', 1],
    ]);
    expect(saved.body.chapters[1]?.id).toBe(chapter?.id);
  });

  it('builds a paper, a learner hands in a Q&A answer, the teacher’s marks grade it through the grader', async () => {
    const qa = await crew.editor.call<ExamQuestionItem>('POST', '/exam-questions', QA);
    const single = await crew.editor.call<ExamQuestionItem>('POST', '/exam-questions', SINGLE);
    const paper = { title: '期中考试', expired_minutes: 30, question_ids: [single.body.id, qa.body.id] };
    const tooHigh = await crew.editor.call<AdminErrorReply>('POST', '/exam-papers', {
      ...paper,
      pass_score: 16,
    });
    expect(tooHigh.body.fields).toEqual({ pass_score: '及格分不能高于总分 15 分' });
    const made = await crew.editor.call<ExamPaperDetail>('POST', '/exam-papers', { ...paper, pass_score: 9 });
    expect(made.body).toMatchObject({ total_score: 15, question_count: 2 });

    const me = await crew.ctx.member();
    const join = await crew.ctx.call('GET', `${P}/v1/paper/${made.body.id}/join`, { token: me.token });
    const pid = (join.json.data as { record_id: number }).record_id;
    const save = (question_id: number, answer: unknown) =>
      crew.ctx.call('POST', `${P}/v1/paper/${made.body.id}/submit/single`, {
        token: me.token,
        body: { pid, question_id, answer },
      });
    await save(single.body.id, 'option2');
    await save(qa.body.id, '考试检验所学');
    const handIn = await crew.ctx.call('POST', `${P}/v1/paper/${made.body.id}/submit/all`, {
      token: me.token,
      body: { pid },
    });
    expect(handIn.json.data).toMatchObject({ status: 3 });

    const queue = (await marker.call<ListReply<MarkingItem>>('GET', '/marking')).body.items;
    const waiting = queue.find((a) => a.id === pid);
    expect(waiting?.answers).toEqual([
      { key: String(qa.body.id), stem: QA.content, text: '考试检验所学', images: [], full: 10 },
    ]);
    const over = await marker.call<AdminErrorReply>('POST', `/marking/${pid}`, {
      scores: { [qa.body.id]: 11 },
    });
    expect(over.body.fields).toEqual({ [`scores.${qa.body.id}`]: '分数应在 0 到 10 分之间' });
    const marked = await marker.call('POST', `/marking/${pid}`, { scores: { [qa.body.id]: 7 } });
    expect(marked.body).toEqual({ id: pid, score: 12 });
    const review = await crew.ctx.call('GET', `${P}/v1/paper/${made.body.id}/join/${pid}`, {
      token: me.token,
    });
    expect((review.json.data as { user_paper: object }).user_paper).toMatchObject({ status: 2, score: 12 });
    expect((await marker.call('POST', `/marking/${pid}`, { scores: { [qa.body.id]: 7 } })).status).toBe(409);
    expect((await auditRows(crew.ctx, 'exam_attempt'))[0]).toMatchObject({
      action: 'mark',
      summary: `阅卷 答卷 #${pid}：12 分`,
    });
    const taken = await crew.editor.call<AdminErrorReply>('DELETE', `/exam-papers/${made.body.id}`);
    expect(taken.status).toBe(409);
  });
});

function toCells(row: string[]): Cells {
  return Object.fromEntries(SHEET_HEADERS.map((h, i) => [h, row[i] ?? ''])) as Cells;
}
