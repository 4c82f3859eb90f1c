/**
 * The question bank as a spreadsheet (exceljs): the template to download, the reading of an uploaded sheet into
 * validated questions with every bad row's number and reason, and the export of a filtered bank in the same
 * columns (so an export imports back as it was). One sheet, headers in Chinese, one question per row; a composite
 * is a `组合题` row followed by its `小题-<type>` rows.
 */
import {
  EXAM_DIFFICULTY_NAMES,
  EXAM_IMPORT_MAX_ROWS,
  EXAM_MAX_OPTIONS,
  EXAM_QUESTION_TYPE_NAMES,
  ExamQuestionBody,
  type ExamImportRowError,
  type ExamQuestionType,
} from '@meedu/contract/admin';
import ExcelJS from 'exceljs';
import { AdminError, fieldError } from '../../console/http.ts';
import { textToHtml } from '../../lib/html.ts';
import { zipUnpackedSize } from '../../lib/zip-size.ts';
import type { QuestionInput } from './question-form.ts';
import { questionParts } from './question-form.ts';
import type { QuestionRow } from './repository.ts';

const LETTERS = 'ABCDEFGHIJ'.slice(0, EXAM_MAX_OPTIONS).split('');
const OPTION_HEADERS = LETTERS.map((l) => `选项${l}`);
export const SHEET_HEADERS = [
  '题型',
  '分类',
  '难度',
  '分数',
  '题干',
  ...OPTION_HEADERS,
  '答案',
  '解析',
] as const;
const SUB_PREFIX = '小题-';
export const SHEET_NAME = '试题';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TYPE_BY_NAME = new Map<string, ExamQuestionType>(
  Object.entries(EXAM_QUESTION_TYPE_NAMES).map(([t, name]) => [name, Number(t) as ExamQuestionType]),
);
const DIFFICULTY_BY_NAME = new Map(
  Object.entries(EXAM_DIFFICULTY_NAMES).map(([d, name]) => [name, Number(d)]),
);
const TRUE_WORDS = new Set(['正确', '对', '√', '1', 'T', 'TRUE', '是']);
const FALSE_WORDS = new Set(['错误', '错', '×', '0', 'F', 'FALSE', '否']);

/** A row as the sheet holds it, by header (the options under `选项A`…). */
type SheetRow = Record<'题型' | '分类' | '难度' | '分数' | '题干' | '答案' | '解析', string> &
  Record<string, string>;

// ---------------------------------------------------------------- writing

function newSheet(): { book: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET_NAME);
  sheet.columns = SHEET_HEADERS.map((h) => ({
    header: h,
    key: h,
    width: h === '题干' || h === '解析' ? 40 : h.startsWith('选项') ? 16 : 10,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { book, sheet };
}

const toBuffer = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

const row = (cells: Partial<SheetRow>): Partial<SheetRow> => cells;

/** The template: the headers and one example row per type (a composite with two sub-questions). */
export function templateWorkbook(): Promise<Buffer> {
  const { book, sheet } = newSheet();
  sheet.addRows([
    row({
      题型: '单选题',
      难度: '简单',
      分数: '2',
      题干: '1 + 1 = ?',
      选项A: '1',
      选项B: '2',
      选项C: '3',
      答案: 'B',
      解析: '一加一等于二',
    }),
    row({
      题型: '多选题',
      难度: '中等',
      分数: '4',
      题干: '下列哪些是偶数？',
      选项A: '2',
      选项B: '3',
      选项C: '4',
      答案: 'A,C',
    }),
    row({
      题型: '填空题',
      难度: '中等',
      分数: '2|3',
      题干: '中国的首都是____，最大的城市是____。',
      答案: '北京|上海',
      解析: '分数为每空分数，以 | 分隔',
    }),
    row({ 题型: '问答题', 难度: '困难', 分数: '10', 题干: '简述牛顿第一定律。', 解析: '由老师阅卷' }),
    row({ 题型: '判断题', 难度: '简单', 分数: '2', 题干: '地球是圆的。', 答案: '正确' }),
    row({ 题型: '组合题', 难度: '中等', 题干: '阅读下面的材料，回答问题。' }),
    row({ 题型: '小题-单选题', 分数: '2', 题干: '材料的主题是？', 选项A: '春天', 选项B: '秋天', 答案: 'A' }),
    row({ 题型: '小题-问答题', 分数: '8', 题干: '谈谈你的理解。' }),
  ]);
  return toBuffer(book);
}

const letterOf = (key: string) => LETTERS[Number(key.slice(6)) - 1] ?? '';

/** The sheet's cells of one question (or sub-question): options, answer and score as the import reads them. */
function partCells(p: ReturnType<typeof questionParts>['subs'][number] | ReturnType<typeof questionParts>) {
  const cells: Partial<SheetRow> = { 题干: p.content, 解析: p.remark };
  p.options.forEach((o, i) => {
    cells[OPTION_HEADERS[i] ?? ''] = o;
  });
  if (p.type === 1 || p.type === 2) cells.答案 = p.answer.split(',').map(letterOf).join(',');
  if (p.type === 5) cells.答案 = p.answer === '1' ? '正确' : '错误';
  if (p.type === 3) {
    cells.答案 = p.blanks.map((b) => b.a).join('|');
    cells.分数 = p.blanks.map((b) => String(b.s)).join('|');
  } else if (p.type !== 6) cells.分数 = String(p.score);
  return cells;
}

/** The filtered bank as a sheet the import reads back. */
export function exportWorkbook(rows: (QuestionRow & { category_name: string })[]): Promise<Buffer> {
  const { book, sheet } = newSheet();
  for (const r of rows) {
    const parts = questionParts(r);
    sheet.addRow({
      ...partCells(parts),
      题型: EXAM_QUESTION_TYPE_NAMES[parts.type],
      分类: r.category_name,
      难度: EXAM_DIFFICULTY_NAMES[parts.difficulty],
    });
    for (const sub of parts.subs)
      sheet.addRow({ ...partCells(sub), 题型: `${SUB_PREFIX}${EXAM_QUESTION_TYPE_NAMES[sub.type]}` });
  }
  return toBuffer(book);
}

// ---------------------------------------------------------------- reading

const UNREADABLE = '无法读取该文件，请上传由模板填写的 .xlsx 文件';

export interface SheetImport {
  questions: QuestionInput[];
  errors: ExamImportRowError[];
}

/** Stems, options and analyses: a cell with markup is rich text (sanitised on save), else plain text. */
const richText = (text: string) => (/<[a-z][^>]*>/i.test(text) ? text : textToHtml(text));

/** A full 1,000-row bank unpacks to a few megabytes; beyond this a file is a zip bomb, not a question bank. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

async function readRows(bytes: Uint8Array): Promise<{ rowNumber: number; cells: SheetRow }[]> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null) throw fieldError('file', UNREADABLE);
  if (unpacked > MAX_UNPACKED_BYTES)
    throw fieldError('file', `文件解压后超过 ${MAX_UNPACKED_BYTES / 1024 / 1024} MB，请拆分后分批导入`);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', UNREADABLE);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fieldError('file', '文件中没有工作表');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(cell.text.trim(), col));
  if (!columns.has('题型') || !columns.has('题干'))
    throw fieldError(
      'file',
      '表头不对：第 1 行须为模板的表头（题型、分类、难度、分数、题干…），请下载模板填写',
    );
  if (sheet.actualRowCount - 1 > EXAM_IMPORT_MAX_ROWS)
    throw new AdminError(400, `一次最多导入 ${EXAM_IMPORT_MAX_ROWS} 行，请拆分文件后分批导入`);
  const rows: { rowNumber: number; cells: SheetRow }[] = [];
  sheet.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      SHEET_HEADERS.map((h) => {
        const col = columns.get(h);
        return [h, col ? r.getCell(col).text.trim() : ''];
      }),
    ) as SheetRow;
    if (Object.values(cells).some((v) => v !== '')) rows.push({ rowNumber, cells });
  });
  return rows;
}

class RowError extends Error {}

function answerOf(type: number, cells: SheetRow): string {
  const raw = cells.答案.toUpperCase().replace(/[，、\s]/g, ',');
  if (type === 1 || type === 2) {
    const letters = raw.includes(',') ? raw.split(',').filter(Boolean) : raw.split('');
    if (letters.length === 0) throw new RowError('请填写答案（选项字母，如 A 或 A,C）');
    return letters
      .map((l) => {
        const i = LETTERS.indexOf(l);
        if (i < 0) throw new RowError(`答案「${l}」不是选项字母`);
        return `option${i + 1}`;
      })
      .join(',');
  }
  if (type === 5) {
    if (TRUE_WORDS.has(raw)) return '1';
    if (FALSE_WORDS.has(raw)) return '0';
    throw new RowError('判断题的答案须为「正确」或「错误」');
  }
  return '';
}

function wholeNumber(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw new RowError(`${what}须为不小于 0 的整数`);
  return Number(text);
}

/** A row's parts (type, score, stem, options, answer, blanks, analysis) in the console body's shape. */
function partsOf(type: ExamQuestionType, cells: SheetRow) {
  const options = OPTION_HEADERS.map((h) => cells[h] ?? '');
  while (options.length > 0 && options[options.length - 1] === '') options.pop();
  let score = 0;
  let blanks: { a: string; s: number }[] = [];
  if (type === 3) {
    const answers = cells.答案.split('|').map((a) => a.trim());
    if (cells.答案 === '') throw new RowError('请填写每空的答案，以 | 分隔');
    const points = cells.分数 === '' ? [] : cells.分数.split('|').map((s) => wholeNumber(s.trim(), '分数'));
    if (points.length > 1 && points.length !== answers.length)
      throw new RowError(`有 ${answers.length} 个空，却给了 ${points.length} 个分数`);
    blanks = answers.map((a, i) => ({ a, s: points.length > 1 ? (points[i] ?? 0) : (points[0] ?? 0) }));
  } else if (type !== 6) {
    if (cells.分数 === '') throw new RowError('请填写分数');
    score = wholeNumber(cells.分数, '分数');
  }
  return {
    type,
    score,
    content: cells.题干 === '' ? '' : richText(cells.题干),
    remark: cells.解析 === '' ? '' : richText(cells.解析),
    options: type === 1 || type === 2 ? options.map(richText) : [],
    answer: answerOf(type, cells),
    blanks,
  };
}

interface Draft {
  rowNumber: number;
  body: Record<string, unknown> & { subs: Record<string, unknown>[] };
  subRows: number[];
  failed: boolean;
}

/** Every row read into a question or an error with its row number and reason; categories named in the sheet. */
export async function readQuestionSheet(
  bytes: Uint8Array,
  categories: Map<string, number>,
): Promise<SheetImport> {
  const rows = await readRows(bytes);
  if (rows.length === 0) throw fieldError('file', '文件中没有试题');
  const errors: ExamImportRowError[] = [];
  const drafts: Draft[] = [];
  let composite: Draft | null = null;
  for (const { rowNumber, cells } of rows) {
    const fail = (reason: string) => errors.push({ row: rowNumber, reason });
    const isSub = cells.题型.startsWith(SUB_PREFIX);
    const type = TYPE_BY_NAME.get(isSub ? cells.题型.slice(SUB_PREFIX.length) : cells.题型);
    if (!type) {
      fail(
        `题型「${cells.题型}」无效，应为 ${Object.values(EXAM_QUESTION_TYPE_NAMES).join('、')} 或 小题-<题型>`,
      );
      if (!isSub) composite = null;
      continue;
    }
    try {
      if (isSub) {
        if (!composite) throw new RowError('小题须紧跟在它的组合题之后');
        if (type === 6) throw new RowError('小题不能是组合题');
        composite.body.subs.push(partsOf(type, cells));
        composite.subRows.push(rowNumber);
        continue;
      }
      composite = null;
      const difficulty = cells.难度 === '' ? 2 : DIFFICULTY_BY_NAME.get(cells.难度);
      if (!difficulty) throw new RowError(`难度「${cells.难度}」无效，应为 简单、中等 或 困难`);
      const categoryId = cells.分类 === '' ? 0 : categories.get(cells.分类);
      if (categoryId === undefined) throw new RowError(`分类「${cells.分类}」不存在，请先在题库分类中添加`);
      const draft: Draft = {
        rowNumber,
        body: { ...partsOf(type, cells), category_id: categoryId, difficulty, subs: [] },
        subRows: [],
        failed: false,
      };
      drafts.push(draft);
      if (type === 6) composite = draft;
    } catch (e) {
      if (!(e instanceof RowError)) throw e;
      fail(e.message);
      if (isSub && composite) composite.failed = true;
    }
  }
  const questions: QuestionInput[] = [];
  for (const d of drafts) {
    if (d.failed) {
      errors.push({ row: d.rowNumber, reason: '组合题的小题有误' });
      continue;
    }
    const parsed = ExamQuestionBody.safeParse(d.body);
    if (parsed.success) {
      questions.push(parsed.data);
      continue;
    }
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const subIndex = path[0] === 'subs' && typeof path[1] === 'number' ? path[1] : null;
    errors.push({
      row: subIndex === null ? d.rowNumber : (d.subRows[subIndex] ?? d.rowNumber),
      reason: issue?.message ?? '格式错误',
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { questions, errors };
}
