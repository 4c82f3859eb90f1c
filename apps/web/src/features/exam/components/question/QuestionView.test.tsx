import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyAnswer, type Answer, type ExamQuestion } from '../../lib/answers.ts';
import { QuestionView } from './QuestionView.tsx';
import type { QuestionMode } from './types.ts';
import { systemApi } from '../../../../../test/handlers/system.ts';
import { makeQuestion } from '../../../../../test/factories/exam.ts';
import { server } from '../../../../../test/msw.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';

/** A question with its own answer state; `spy` sees every change and whether it is final. */
function Harness(props: {
  question: ExamQuestion;
  mode: QuestionMode;
  spy?: (v: Answer, commit: boolean, sub?: number) => void;
  initial?: Answer;
  revealed?: boolean;
  result?: { score: number; is_correct: number };
}) {
  const [value, setValue] = useState<Answer>(props.initial ?? emptyAnswer(props.question));
  return (
    <QuestionView
      question={props.question}
      num={1}
      mode={props.mode}
      revealed={props.revealed}
      value={value}
      result={props.result}
      onChange={(v, c, s) => {
        setValue(v);
        props.spy?.(v, c, s);
      }}
    />
  );
}

describe('QuestionView: the six question types (screens §16)', () => {
  it('single choice: heading, options A–C, a click picks one and is final', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness question={makeQuestion(1, 1)} mode="exam" spy={spy} />);
    expect(screen.getByRole('heading', { name: '1.单选题（5分）' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /乙/ }));
    expect(spy).toHaveBeenLastCalledWith({ type: 1, key: 'option2' }, true, undefined);
    await user.click(screen.getByRole('radio', { name: /甲/ }));
    expect(screen.getByRole('radio', { name: /甲/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /乙/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(/答案：/)).not.toBeInTheDocument();
  });

  it('single choice in review: tick on the answer, cross on my pick, 我的答案 and 得分, 解析 toggles', async () => {
    const q = makeQuestion(1, 1, { answer: 'option1', remark: '<p>因为甲</p>' });
    const { user } = renderWithProviders(
      <Harness
        question={q}
        mode="review"
        initial={{ type: 1, key: 'option2' }}
        result={{ score: 0, is_correct: 0 }}
      />,
    );
    const right = screen.getByRole('radio', { name: /甲/ });
    expect(within(right).getByRole('img', { name: '正确' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radio', { name: /乙/ })).getByRole('img', { name: '错误' }),
    ).toBeInTheDocument();
    expect(screen.getByText('答案：A')).toBeInTheDocument();
    expect(screen.getByText('我的答案：B')).toBeInTheDocument();
    expect(screen.getByText('得分：0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开解析' }));
    expect(screen.getByText('因为甲')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /丙/ }));
    expect(screen.getByRole('radio', { name: /丙/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('multiple choice: toggles, keys sorted; revealed shows every right option and 我的答案 when not fully right', async () => {
    const spy = vi.fn();
    const q = makeQuestion(2, 2, { answer: 'option1,option3' });
    const { user, unmount } = renderWithProviders(<Harness question={q} mode="exam" spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: /丙/ }));
    await user.click(screen.getByRole('checkbox', { name: /甲/ }));
    expect(spy).toHaveBeenLastCalledWith({ type: 2, keys: ['option1', 'option3'] }, true, undefined);
    await user.click(screen.getByRole('checkbox', { name: /丙/ }));
    expect(spy).toHaveBeenLastCalledWith({ type: 2, keys: ['option1'] }, true, undefined);
    unmount();

    renderWithProviders(
      <Harness question={q} mode="practice" revealed initial={{ type: 2, keys: ['option1', 'option2'] }} />,
    );
    expect(screen.getByText('答案：A,C')).toBeInTheDocument();
    expect(screen.getByText('我的答案：A,B')).toBeInTheDocument();
    expect(screen.queryByText(/得分/)).not.toBeInTheDocument();
  });

  it('fill in the blanks: one labelled input per blank, typing is not final, blur sends the whole array', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness question={makeQuestion(3, 3)} mode="exam" spy={spy} />);
    const second = screen.getByLabelText('填空2（3分）：');
    expect(screen.getByLabelText('填空1（2分）：')).toHaveAttribute('placeholder', '请输入你的答案');
    await user.type(second, '42');
    expect(spy).toHaveBeenLastCalledWith({ type: 3, blanks: [null, '42'] }, false, undefined);
    fireEvent.blur(second);
    expect(spy).toHaveBeenLastCalledWith({ type: 3, blanks: [null, '42'] }, true, undefined);
  });

  it('fill in the blanks in review: a tick for an exact match, a cross and the answer otherwise', () => {
    const q = makeQuestion(3, 3, {
      answer_transform: [
        { a: '北京', s: 2 },
        { a: '上海', s: 3 },
      ],
    });
    renderWithProviders(
      <Harness
        question={q}
        mode="review"
        initial={{ type: 3, blanks: ['北京', '广州'] }}
        result={{ score: 2, is_correct: 2 }}
      />,
    );
    expect(screen.getByLabelText('填空1（2分）：')).toBeDisabled();
    expect(screen.getAllByRole('img', { name: '正确' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: '错误' })).toHaveLength(1);
    expect(screen.getByText('答案：上海')).toBeInTheDocument();
    expect(screen.getByText('得分：2')).toBeInTheDocument();
  });

  it('Q&A: text saved on blur; an image goes through the upload endpoint and saves the answer again', async () => {
    const spy = vi.fn();
    server.use(
      systemApi.uploadImage(() => ({
        path: 'a.png',
        url: 'http://localhost/a.png',
        disk: 'public',
        name: 'a.png',
        expired_time: 0,
        encryptData: '',
      })),
    );
    const { user } = renderWithProviders(<Harness question={makeQuestion(4, 4)} mode="exam" spy={spy} />);
    const text = screen.getByLabelText('我的作答');
    await user.type(text, '答');
    fireEvent.blur(text);
    expect(spy).toHaveBeenLastCalledWith({ type: 4, text: '答', images: [] }, true, undefined);

    await user.upload(screen.getByLabelText('上传图片'), new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(
        { type: 4, text: '答', images: ['http://localhost/a.png'] },
        true,
        undefined,
      ),
    );
    expect(await screen.findByRole('img', { name: '作答图片1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除图片' }));
    expect(spy).toHaveBeenLastCalledWith({ type: 4, text: '答', images: [] }, true, undefined);
  });

  it('Q&A refuses what is not a png/jpg image, and what is 2 MB or more, before uploading', async () => {
    const { user } = renderWithProviders(<Harness question={makeQuestion(4, 4)} mode="exam" />);
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'b.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('上传图片'), big);
    expect(await screen.findByText('超过2M限制，不允许上传')).toBeInTheDocument();
    // The picker's accept filter can be bypassed (drag and drop, "all files"), so the check runs on what comes.
    fireEvent.change(screen.getByLabelText('上传图片'), {
      target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('a.gif不是图片文件')).toBeInTheDocument();
  });

  it('Q&A in review: read-only, no upload, 解析 open from the start', () => {
    const q = makeQuestion(4, 4, { remark: '<p>要点</p>' });
    renderWithProviders(
      <Harness
        question={q}
        mode="review"
        initial={{ type: 4, text: '我的回答', images: [] }}
        result={{ score: 8, is_correct: 1 }}
      />,
    );
    expect(screen.getByLabelText('我的作答')).toBeDisabled();
    expect(screen.queryByLabelText('上传图片')).not.toBeInTheDocument();
    expect(screen.getByText('要点')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '折叠解析' })).toBeInTheDocument();
  });

  it('true/false: 正确 is 1 and 错误 is 0; review names my wrong pick', async () => {
    const spy = vi.fn();
    const { user, unmount } = renderWithProviders(
      <Harness question={makeQuestion(5, 5)} mode="exam" spy={spy} />,
    );
    await user.click(screen.getByRole('radio', { name: '错误' }));
    expect(spy).toHaveBeenLastCalledWith({ type: 5, value: 0 }, true, undefined);
    unmount();
    renderWithProviders(
      <Harness
        question={makeQuestion(5, 5, { answer: 1 })}
        mode="review"
        initial={{ type: 5, value: 0 }}
        result={{ score: 0, is_correct: 0 }}
      />,
    );
    expect(screen.getByText('答案：正确')).toBeInTheDocument();
    expect(screen.getByText('我的答案：错误')).toBeInTheDocument();
  });

  it('composite: the material, then its parts numbered 1..k; a part change names its index', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness question={makeQuestion(6, 6)} mode="exam" spy={spy} />);
    expect(screen.getByText('材料6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1.单选题（2分）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2.判断题（2分）' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '正确' }));
    expect(spy).toHaveBeenLastCalledWith(
      {
        type: 6,
        subs: [
          { type: 1, key: '' },
          { type: 5, value: 1 },
        ],
      },
      true,
      1,
    );
  });

  it('renders the stem through SafeHtml: no script survives', () => {
    renderWithProviders(
      <Harness
        question={makeQuestion(1, 1, {
          content: '<p>安全</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        })}
        mode="exam"
      />,
    );
    expect(screen.getByText('安全')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});
