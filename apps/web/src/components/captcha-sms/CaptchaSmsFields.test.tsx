import { screen, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { Form, Input } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdTimers } from '../../../test/timers.ts';
import { CaptchaSmsFields } from './CaptchaSmsFields.tsx';
import { systemApi } from '../../../test/handlers/system.ts';
import { refuse, replyTo, type Reply } from '../../../test/handlers/http.ts';
import { server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeConfig } from '../../../test/factories/system.ts';

let captchaCount = 0;
const smsBodies: unknown[] = [];
let smsReply: Reply<[]> = [];

beforeEach(() => {
  captchaCount = 0;
  smsBodies.length = 0;
  smsReply = [];
  server.use(
    systemApi.captchaImage(() => {
      captchaCount += 1;
      return {
        sensitive: false,
        key: `key-${captchaCount}`,
        img: `data:image/png;base64,img${captchaCount}`,
      };
    }),
    systemApi.sendSms(async (asked) => {
      smsBodies.push(await asked.request.json());
      return replyTo(smsReply, asked);
    }),
  );
});

function Harness() {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ mobile: '13900000001' }}>
      <Form.Item name="mobile">
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <CaptchaSmsFields scene="login" getMobile={() => String(form.getFieldValue('mobile') ?? '')} />
    </Form>
  );
}

async function setup() {
  const r = renderWithProviders(<Harness />);
  await screen.findByAltText('图形验证码');
  return r;
}

describe('CaptchaSmsFields', () => {
  it('fetches a captcha on mount and a new one on click', async () => {
    const { user } = await setup();
    expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,img1');
    await user.click(screen.getByAltText('图形验证码'));
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,img2'),
    );
  });

  it('asks for the image captcha before sending', async () => {
    const { user } = await setup();
    await user.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('请输入图形验证码')).toBeInTheDocument();
    expect(smsBodies).toHaveLength(0);
  });

  it('sends the code with the captcha key and counts down from 120', async () => {
    const clock = holdTimers(1000);
    const { user } = await setup();
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'ab12');
    await user.click(screen.getByText('获取验证码'));

    expect(await screen.findByText('120s')).toBeInTheDocument();
    expect(smsBodies).toEqual([
      { mobile: '13900000001', image_key: 'key-1', image_captcha: 'ab12', scene: 'login' },
    ]);
    clock.advance(1000);
    expect(screen.getByText('119s')).toBeInTheDocument();
    // Clicks during the countdown are ignored.
    await user.click(screen.getByText('119s'));
    expect(smsBodies).toHaveLength(1);
    clock.advance(119_000);
    expect(screen.getByText('获取验证码')).toBeInTheDocument();
    // A successful send does not refresh the image.
    expect(captchaCount).toBe(1);
  });

  it('a failed send clears the captcha, refreshes the image and keeps the button', async () => {
    smsReply = () => refuse('图形验证码错误');
    const { user } = await setup();
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'zzzz');
    await user.click(screen.getByText('获取验证码'));

    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByAltText('图形验证码')).toHaveAttribute('src', 'data:image/png;base64,img2'),
    );
    expect(screen.getByPlaceholderText('请输入图形验证码')).toHaveValue('');
    expect(screen.getByText('获取验证码')).toBeInTheDocument();
    expect(screen.queryByText(/^\d+s$/)).not.toBeInTheDocument();
  });

  it.each(['短信发送失败，请稍后再试', '短信服务未配置'])(
    'a provider refusal (%s) is shown, no countdown starts, and the member may ask again at once',
    async (message) => {
      smsReply = () => refuse(message);
      const { user } = await setup();
      await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'ab12');
      await user.click(screen.getByText('获取验证码'));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText(/^\d+s$/)).not.toBeInTheDocument();

      smsReply = [];
      await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'cd34');
      await user.click(screen.getByText('获取验证码'));
      expect(await screen.findByText('120s')).toBeInTheDocument();
      expect(smsBodies).toHaveLength(2);
    },
  );

  it('offers the checkbox instead of the image by keyboard; its key and answer are what the send carries', async () => {
    smsReply = () => refuse('图形验证码错误');
    let challenges = 0;
    server.use(
      systemApi.config(() => makeConfig({ captcha_alternative: 'checkbox' })),
      systemApi.captchaChallenge(() => {
        challenges += 1;
        const salt = `salt${challenges}`;
        const answer = 17 + challenges;
        const challenge = createHash('sha256').update(`${salt}${answer}`).digest('hex');
        const key = `challenge-${challenges}`;
        return { key, algorithm: 'SHA-256', salt, challenge, max_number: 40, expires_in: 300 };
      }),
    );
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: '看不清？换一种方式' }));
    const box = screen.getByRole('checkbox', { name: '我不是机器人' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('status')).toHaveTextContent('验证通过');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument();
    expect(smsBodies).toEqual([
      { mobile: '13900000001', image_key: 'challenge-1', image_captcha: '18', scene: 'login' },
    ]);
    // Spent by the refused send: unticked, and the send asks for a new tick first.
    await waitFor(() => expect(box).not.toBeChecked());
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请勾选“我不是机器人”完成验证')).toBeInTheDocument();
    expect(smsBodies).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '换回图形验证码' }));
    expect(screen.getByPlaceholderText('请输入图形验证码')).toHaveFocus();
  });
});
