import type { LoginRequest, TotpLoginRequest } from '@meedu/contract/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { captchaQuery, useLoginMutation, useTotpLoginMutation } from '../api/session.ts';
import { showServerErrors } from '../components/server-errors.ts';
import { safeRedirect } from './redirect.ts';

type PasswordStep = Omit<LoginRequest, 'captcha_key'>;

/** Name, password and the image captcha; then the two-step code when the account asks for it. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const captcha = useQuery(captchaQuery);
  const login = useLoginMutation();
  const totp = useTotpLoginMutation();
  const [ticket, setTicket] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [passwordForm] = Form.useForm<PasswordStep>();
  const [totpForm] = Form.useForm<Omit<TotpLoginRequest, 'ticket'>>();

  const done = () => void navigate(safeRedirect(params.get('redirect')), { replace: true });
  // A captcha answers one attempt: each try, right or wrong, needs a new one.
  const newCaptcha = () => {
    passwordForm.setFieldValue('captcha_code', '');
    void client.invalidateQueries({ queryKey: captchaQuery.queryKey });
  };

  const submitPassword = async (values: PasswordStep) => {
    setProblem(null);
    try {
      const reply = await login.mutateAsync({ ...values, captcha_key: captcha.data?.key ?? '' });
      if (reply.step === 'totp') setTicket(reply.ticket);
      else done();
    } catch (error) {
      newCaptcha();
      setProblem(showServerErrors(passwordForm, error));
    }
  };

  const submitCode = async (values: Omit<TotpLoginRequest, 'ticket'>) => {
    setProblem(null);
    try {
      await totpForm.validateFields();
      await totp.mutateAsync({ ticket: ticket ?? '', code: values.code });
      done();
    } catch (error) {
      setProblem(showServerErrors(totpForm, error));
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
          管理控制台登录
        </Typography.Title>
        {problem && (
          <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} role="alert" />
        )}
        {ticket === null ? (
          <Form form={passwordForm} layout="vertical" onFinish={submitPassword} requiredMark={false}>
            <Form.Item label="用户名" name="name" rules={[{ required: true, message: '请输入用户名' }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item label="验证码" htmlFor="captcha_code" required>
              <Flex gap={8}>
                <Form.Item name="captcha_code" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                  <Input id="captcha_code" autoComplete="off" />
                </Form.Item>
                {captcha.data && <img src={captcha.data.img} alt="图形验证码" height={32} />}
                <Button onClick={newCaptcha} disabled={captcha.isFetching}>
                  换一张
                </Button>
              </Flex>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={!captcha.data}>
              登录
            </Button>
          </Form>
        ) : (
          <Form form={totpForm} layout="vertical" onFinish={submitCode} requiredMark={false}>
            <Typography.Paragraph>请打开身份验证器应用，输入显示的 6 位验证码。</Typography.Paragraph>
            <Form.Item
              label="两步验证码"
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: '请输入 6 位数字验证码' }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Flex gap={8}>
              <Button
                onClick={() => {
                  setTicket(null);
                  setProblem(null);
                  newCaptcha();
                }}
              >
                返回
              </Button>
              <Button type="primary" htmlType="submit" block loading={totp.isPending}>
                验证并登录
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
