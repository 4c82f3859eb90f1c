import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnswerComment, QuestionDetailReply } from '@meedu/contract';
import { wendaApi } from '../../../../test/handlers/wenda.ts';
import { networkError, refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { antdElements, currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';
import { makeWendaAnswer as answer } from '../../../../test/factories/wenda.ts';

const ASKER = 7;

let detail: QuestionDetailReply;
let mode: 'ok' | 'network' | 'unknown' = 'ok';
const posted: { path: string; body: unknown }[] = [];
let comments: AnswerComment[] = [];

const base = (): QuestionDetailReply => ({
  question: {
    id: 9,
    user_id: ASKER,
    title: 'Pandas 中文乱码',
    render_content: '<p>读取 Excel 乱码</p>',
    images_list: ['/uploads/images/q1.png'],
    credit1: 20,
    status: 0,
    view_times: 30,
    answer_count: 3,
    created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  },
  answers: [
    answer(1, { reply_count: 1 }),
    answer(2, { user: null }),
    answer(3, { user_id: ASKER, user: { avatar: '', nick_name: '提问者' } }),
  ],
  is_admin: false,
  is_vote: false,
});

beforeEach(() => {
  mode = 'ok';
  detail = base();
  posted.length = 0;
  comments = [
    {
      id: 1,
      user: { avatar: '', nick_name: '路人' },
      created_at: new Date().toISOString(),
      render_content: '同问同问同问',
      reply_user_id: ASKER,
      reply_user: { nick_name: '提问者' },
    },
  ];
  const record = async (path: string, request: Request) => {
    const type = request.headers.get('content-type') ?? '';
    posted.push({ path, body: type.includes('json') ? await request.json() : 'form' });
  };
  server.use(
    wendaApi.detail(':id', () => {
      if (mode === 'network') return networkError();
      if (mode === 'unknown') return refuse('问题不存在');
      return detail;
    }),
    wendaApi.answer(':id', async ({ request }) => {
      await record('answer', request);
      return [];
    }),
    wendaApi.vote(async ({ request }) => {
      await record('vote', request);
      return { ok: 1 };
    }),
    wendaApi.correct(':id', async ({ request }) => {
      await record('correct', request);
      detail = {
        ...detail,
        question: { ...detail.question, status: 1 },
        answers: detail.answers.map((a) => (a.id === 1 ? { ...a, is_correct: 1 } : a)),
      };
      return [];
    }),
    wendaApi.answerComments(':id', () => ({ data: { data: comments, total: comments.length } })),
    wendaApi.answerComment(':id', async ({ request }) => {
      await record('comment', request);
      return { comment_id: 5 };
    }),
    wendaApi.uploadImage(async ({ request }) => {
      await record('upload', request);
      return { url: '/uploads/images/a1.png' };
    }),
  );
});

const renderPage = () => renderRoute('/wenda/detail/9');

describe('WendaDetailPage', () => {
  it('shows a visitor the question, its reward, images and answers, with no answer box; voting asks to log in', async () => {
    const { user, router } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Pandas 中文乱码' })).toBeInTheDocument();
    expect(antdElements()).toEqual([]); // a plain page (issue 30)
    expect(screen.getByText('悬赏：20积分')).toBeInTheDocument();
    expect(screen.getByText('读取 Excel 乱码')).toBeInTheDocument();
    expect(screen.getByText('30次浏览')).toBeInTheDocument();
    expect(screen.getByText('3回答')).toBeInTheDocument();
    expect(screen.getByText('2小时前')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '问答社区' })).toHaveAttribute('href', '/wenda');
    expect(screen.queryByPlaceholderText('此处填写你的回答')).not.toBeInTheDocument();
    expect(screen.getByText('未知用户')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '采纳此回答' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看图片1' }));
    const preview = screen.getByRole('dialog', { name: '图片预览' });
    await user.click(preview);
    expect(screen.queryByRole('dialog', { name: '图片预览' })).not.toBeInTheDocument();

    const [firstVote] = screen.getAllByRole('button', { name: '点赞，2' });
    if (!firstVote) throw new Error('no vote button');
    await user.click(firstVote);
    expect(currentUrl(router)).toBe('/login?redirect=%2Fwenda%2Fdetail%2F9');
    expect(posted).toHaveLength(0);
  });

  it('lets a member answer with an image, vote and reply', async () => {
    loginAs(makeMember({ id: 50, nick_name: '学员' }));
    const { user } = await renderPage();
    const box = await screen.findByPlaceholderText('此处填写你的回答');
    const publish = screen.getByRole('button', { name: '发布回答' });
    expect(publish).toBeDisabled();

    const file = screen.getByLabelText('插入图片');
    await user.upload(file, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '图片1' })).toHaveAttribute('src', '/uploads/images/a1.png');
    // The picker's accept filter would drop it; a drop or another browser may still hand one over.
    fireEvent.change(file, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('a.gif不是图片文件')).toBeInTheDocument();

    await user.type(box, '先看文件的真实类型');
    await user.click(publish);
    expect(await screen.findByText('评论成功')).toBeInTheDocument();
    expect(posted.find((p) => p.path === 'answer')?.body).toEqual({
      original_content: '先看文件的真实类型',
      render_content: '先看文件的真实类型',
      images: ['/uploads/images/a1.png'],
    });
    await waitFor(() => expect(box).toHaveValue(''));

    const [vote] = screen.getAllByRole('button', { name: '点赞，2' });
    if (!vote) throw new Error('no vote button');
    await user.click(vote);
    expect(await screen.findByText('已点赞')).toBeInTheDocument();
    expect(posted.find((p) => p.path === 'vote')?.body).toEqual({ id: 1, type: 1 });

    await user.click(screen.getByRole('button', { name: '1回复' }));
    // The thread is a lazily loaded chunk: slow on a busy machine.
    expect(await screen.findByText('同问同问同问')).toBeInTheDocument();
    expect(screen.getByText('回复：提问者')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('回复回答者1'), '谢谢你的分享！');
    await user.click(screen.getByRole('button', { name: '发表回复' }));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    expect(posted.find((p) => p.path === 'comment')?.body).toEqual({
      original_content: '谢谢你的分享！',
      render_content: '谢谢你的分享！',
      reply_user_id: 0,
    });
  });

  it("lets the asker accept another member's answer; the badge shows and the answer box goes", async () => {
    loginAs(makeMember({ id: ASKER }));
    detail = { ...base(), is_admin: true };
    const { user } = await renderPage();
    await screen.findByPlaceholderText('此处填写你的回答');
    const accept = screen.getAllByRole('button', { name: '采纳此回答' });
    // Not on the asker's own answer.
    expect(accept).toHaveLength(2);
    await user.click(accept[0] as HTMLElement);
    expect(await screen.findByText('成功')).toBeInTheDocument();
    expect(posted.find((p) => p.path === 'correct')?.body).toEqual({ answer_id: 1 });
    expect(await screen.findByText('此回答已被题主采纳')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByPlaceholderText('此处填写你的回答')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '采纳此回答' })).not.toBeInTheDocument();
  });

  it('shows the empty state when nobody has answered yet', async () => {
    detail = { ...base(), answers: [] };
    await renderPage();
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 on a network failure, and 问题不存在 for an unknown question', async () => {
    mode = 'network';
    const { user, unmount } = await renderPage();
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    mode = 'ok';
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: 'Pandas 中文乱码' })).toBeInTheDocument();
    unmount();
    mode = 'unknown';
    await renderPage();
    expect(await screen.findByRole('status', { name: '问题不存在' })).toBeInTheDocument();
  });
});
