import type { TotpDisableRequest, TotpEnableRequest, TotpSetupReply } from '@meedu/contract/admin';
import { App, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMe } from '../../../api/session.ts';
import { FormPage } from '../../../components/FormDrawer.tsx';
import { useTotpDisableMutation, useTotpEnableMutation, useTotpSetupMutation } from '../api/totp.ts';

const codeRules = [{ required: true, pattern: /^\d{6}$/, message: '请输入 6 位数字验证码' }];

function CodeField({ label = '验证码' }: { label?: string }) {
  return (
    <Form.Item label={label} name="code" rules={codeRules}>
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 160 }} />
    </Form.Item>
  );
}

/** Two-step login: set up with the QR code and a first code, or turn off with the password and a code. */
export function TotpCard() {
  const me = useMe();
  const { message } = App.useApp();
  const setup = useTotpSetupMutation();
  const enable = useTotpEnableMutation();
  const disable = useTotpDisableMutation();
  const [pending, setPending] = useState<TotpSetupReply | null>(null);

  const start = async () => {
    try {
      setPending(await setup.mutateAsync());
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '操作失败');
    }
  };

  return (
    <Card title="两步验证" extra={me?.totp_enabled ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>}>
      {me?.totp_enabled ? (
        <>
          <Typography.Paragraph>登录时除密码外还需输入身份验证器中的 6 位验证码。</Typography.Paragraph>
          <FormPage<TotpDisableRequest>
            title="关闭两步验证"
            save={(v) => disable.mutateAsync(v)}
            submitText="关闭两步验证"
          >
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <CodeField />
          </FormPage>
        </>
      ) : pending ? (
        <Flex gap={24} wrap>
          {pending.qr && <img src={pending.qr} alt="两步验证二维码" width={200} height={200} />}
          <div>
            <Typography.Paragraph>
              用身份验证器应用（如 Google Authenticator、Microsoft Authenticator）扫描二维码，或手动输入密钥：
            </Typography.Paragraph>
            <Typography.Paragraph copyable code>
              {pending.secret}
            </Typography.Paragraph>
            <FormPage<TotpEnableRequest>
              title="开启两步验证"
              save={async (v) => {
                await enable.mutateAsync(v);
                setPending(null);
              }}
              submitText="验证并开启"
            >
              <CodeField label="应用中显示的验证码" />
            </FormPage>
          </div>
        </Flex>
      ) : (
        <>
          <Typography.Paragraph>
            开启后，登录时除密码外还需输入身份验证器应用中的验证码。
          </Typography.Paragraph>
          <Button type="primary" onClick={() => void start()} loading={setup.isPending}>
            开启两步验证
          </Button>
        </>
      )}
    </Card>
  );
}
