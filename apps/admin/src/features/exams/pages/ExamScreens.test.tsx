import type {
  ExamImportReply,
  ExamMockPaperItem,
  ExamQuestionItem,
  MarkingItem,
} from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, page, refuse, renderScreen, server, whole } from '../../../../test/render.tsx';
import MarkingPage from './MarkingPage.tsx';
import MockPapersPage from './MockPapersPage.tsx';
import QuestionsPage from './QuestionsPage.tsx';

const question = (over: Partial<ExamQuestionItem>): ExamQuestionItem => ({
  id: 7,
  type: 4,
  category_id: 0,
  category_name: '',
  difficulty: 2,
  score: 10,
  content: '<p>简述牛顿第一定律。</p>',
  remark: '',
  options: [],
  answer: '',
  blanks: [],
  subs: [],
  full_score: 10,
  created_at: '2026-11-28T10:00:00+08:00',
  updated_at: '2026-11-28T10:00:00+08:00',
  ...over,
});
const QUESTIONS = [
  question({}),
  question({
    id: 8,
    type: 1,
    content: '1 + 1 = ?',
    options: ['1', '2'],
    answer: 'option2',
    score: 2,
    full_score: 2,
  }),
];
const NO_CATEGORIES = whole([]);

describe('题库', () => {
  it('lists the bank; a view-only role may download the template and export, not write', async () => {
    server.use(onGet('/exam-questions', page(QUESTIONS)), onGet('/exam-categories', NO_CATEGORIES));
    renderScreen(<QuestionsPage />, { route: '/exam-questions', me: ['exams.view'] });
    const table = await screen.findByRole('table', { name: '试题列表' });
    expect(await within(table).findByText('简述牛顿第一定律。')).toBeInTheDocument();
    expect(within(table).getByText('单选题')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载模板' })).toHaveAttribute(
      'href',
      '/admin/api/exam-questions/template',
    );
    expect(screen.getByRole('link', { name: '导出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建试题' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
  });

  it('edits a question in the type’s form, keeping what was typed when refused at a field', async () => {
    server.use(
      onGet('/exam-questions', page(QUESTIONS)),
      onGet('/exam-categories', NO_CATEGORIES),
      refuse('put', '/exam-questions/7', 400, {
        message: '分数至少 1 分',
        fields: { score: '分数至少 1 分' },
      }),
    );
    const { user } = renderScreen(<QuestionsPage />, { route: '/exam-questions', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '编辑试题 #7' }));
    const form = await screen.findByRole('form', { name: '编辑试题 #7' });
    await within(form).findByRole('textbox', { name: '题干' });
    expect(within(form).queryByText('正确答案')).not.toBeInTheDocument();
    const score = within(form).getByLabelText('分数');
    await user.clear(score);
    await user.type(score, '0');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('分数至少 1 分')).toBeInTheDocument();
    expect(score).toHaveValue('0');

    let sent: unknown;
    server.use(onWrite('put', '/exam-questions/7', QUESTIONS[0], { seen: (j) => (sent = j) }));
    await user.clear(score);
    await user.type(score, '12');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toMatchObject({ type: 4, score: 12, content: '<p>简述牛顿第一定律。</p>' });
  });

  it('imports nothing from a sheet with bad rows, lists them, and imports the good ones when told to skip', async () => {
    const sent: (string | null)[] = [];
    const reply = (r: ExamImportReply) => HttpResponse.json(r);
    server.use(
      onGet('/exam-questions', page(QUESTIONS)),
      onGet('/exam-categories', NO_CATEGORIES),
      http.post('*/admin/api/uploads/exam-questions', async ({ request }) => {
        const skip = (await request.formData()).get('skip_errors') as string | null;
        sent.push(skip);
        return skip === '1'
          ? reply({ imported: 2, errors: [{ row: 3, reason: '答案「Z」不是选项字母' }] })
          : reply({ imported: 0, errors: [{ row: 3, reason: '答案「Z」不是选项字母' }] });
      }),
    );
    const { user } = renderScreen(<QuestionsPage />, { route: '/exam-questions', me: ['exams.edit'] });
    await user.click(await screen.findByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('请选择要导入的文件')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('试题文件'), new File(['x'], 'bank.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('文件中有 1 行有误，未导入任何试题')).toBeInTheDocument();
    const errors = within(dialog).getByRole('table', { name: '有误的行' });
    expect(within(errors).getByText('答案「Z」不是选项字母')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '跳过错误行并导入' }));
    expect(await within(dialog).findByText('已导入 2 道试题，跳过 1 行有误的行')).toBeInTheDocument();
    expect(sent).toEqual([null, '1']);
  });
});

describe('模拟试卷', () => {
  it('shows the bank’s refusal of a draw count at its field', async () => {
    const mock: ExamMockPaperItem = {
      id: 3,
      title: '模拟一',
      category_id: 0,
      short_desc: '',
      charge: 0,
      is_vip_free: false,
      is_show: true,
      pass_score: 6,
      expired_minutes: 30,
      rule: { category_ids: [5], num: { choice: 0, select: 0, input: 0, qa: 4, judge: 0, cap: 0 } },
      question_count: 4,
      created_at: '2026-11-28T10:00:00+08:00',
    };
    server.use(
      onGet('/exam-mock-papers', page([mock])),
      onGet('/exam-categories', whole([{ id: 5, scope: 'question', name: '数学', sort: 0, used_count: 3 }])),
      onGet('/exam-questions/counts', { 1: 0, 2: 0, 3: 0, 4: 3, 5: 0, 6: 0 }),
      refuse('put', '/exam-mock-papers/3', 400, {
        message: '所选分类中问答题只有 3 道，不足 4 道',
        fields: { 'rule.num.qa': '所选分类中问答题只有 3 道，不足 4 道' },
      }),
    );
    const { user } = renderScreen(<MockPapersPage />, { route: '/exam-mock-papers', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '编辑：模拟一' }));
    const form = await screen.findByRole('form', { name: '编辑模拟试卷 模拟一' });
    expect(await within(form).findAllByText('题库中有 3 道')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('所选分类中问答题只有 3 道，不足 4 道')).toBeInTheDocument();
  });
});

describe('阅卷', () => {
  const attempt: MarkingItem = {
    id: 41,
    paper_id: 2,
    paper_title: '期中考试',
    user_id: 9,
    nick_name: '小明',
    submitted_at: '2026-11-28T10:00:00+08:00',
    answers: [
      {
        key: '7',
        stem: '<p>简述牛顿第一定律。</p>',
        text: '物体保持静止或匀速直线运动',
        images: ['/uploads/a.png'],
        full: 10,
      },
    ],
  };

  it('says so when nothing waits', async () => {
    server.use(onGet('/marking', whole([])));
    renderScreen(<MarkingPage />, { route: '/marking', me: ['marking.edit'] });
    expect(await screen.findByText('暂无待阅卷的答卷')).toBeInTheDocument();
  });

  it('shows each answer with its images and sends the points', async () => {
    let sent: unknown;
    server.use(
      onGet('/marking', whole([attempt])),
      onWrite('post', '/marking/41', { id: 41, score: 17 }, { seen: (j) => (sent = j) }),
    );
    const { user } = renderScreen(<MarkingPage />, { route: '/marking', me: ['marking.edit'] });
    const form = await screen.findByRole('form', { name: '阅卷：期中考试 · 答卷 #41' });
    expect(within(form).getByText('物体保持静止或匀速直线运动')).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: '第 1 题作答图片 1' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('第 1 题得分'), '7');
    await user.click(within(form).getByRole('button', { name: '完成阅卷' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ scores: { '7': 7 } });
  });
});
