import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Flex, Form, Input, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCapabilities } from '../../../api/capabilities.ts';
import { configQuery } from '../../../api/system.ts';
import { ApiError } from '../../../api/client.ts';
import {
  CaptchaField,
  CaptchaSmsFields,
  type CaptchaFieldHandle,
  type CaptchaSmsHandle,
} from '../../../components/captcha-sms/index.ts';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDialogs } from '../../../stores/dialogs.ts';
import { useSmsLoginMutation } from '../api/login-mobile.ts';
import { usePasswordLoginMutation } from '../api/login-password.ts';
import { browser } from '../../../lib/browser.ts';
import { useLoginExit } from '../lib/login-exit.ts';
import { msvField } from '../lib/msv.ts';
import { qqLoginUrl } from '../lib/socialite.ts';
import { AuthModal, DialogLink } from './AuthModal.tsx';
import './login-dialog.css';

type Tab = 'password' | 'sms';

interface LoginValues {
  mobile: string;
  password?: string;
  mobile_code?: string;
  image_captcha?: string;
}

/**
 * After a few failed logins (password or SMS, counted together) the server asks for the image captcha (a lock
 * only ever applies to the failing address): these replies make the password tab show it, and the SMS tab send
 * its own captcha row with the login.
 */
const CAPTCHA_ASKED = ['请输入图形验证码', '图形验证码错误'];

const TABS: readonly { key: Tab; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '短信登录' },
];

/** Login dialog (screens/account §4.1; SPEC §5 rules). */
export default function LoginDialog() {
  const { show, close } = useDialogs();
  const [form] = Form.useForm<LoginValues>();
  const [tab, setTab] = useState<Tab>('password');
  const passwordLogin = usePasswordLoginMutation();
  const smsLogin = useSmsLoginMutation();
  const pending = passwordLogin.isPending || smsLogin.isPending;
  const captchaRef = useRef<CaptchaSmsHandle>(null);
  const passwordCaptcha = useRef<CaptchaFieldHandle>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const exit = useLoginExit();
  const location = useLocation();
  const { data: config } = useQuery(configQuery);
  const qq = config?.socialites.qq === 1;
  const scan = useCapabilities().wechatScan;
  // MeEdu 4.9.12+ gates the WeChat scan on the OAuth switch (`wechat_scan` is gone, upstream-4.9.30 §8).
  const wechat =
    scan === 'oauth-page' ? config?.socialites.wechat_oauth === 1 : config?.socialites.wechat_scan === 1;

  const loggedIn = () => {
    captchaRef.current?.stopCountdown();
    close();
    exit.finish();
  };

  // The server's reason is already shown. A captcha is single-use either way: show a new one.
  const submit = (values: LoginValues) => {
    if (pending) return;
    const mobile = values.mobile.trim();
    const askedFor = (err: Error) => err instanceof ApiError && CAPTCHA_ASKED.includes(err.message);
    if (tab === 'sms') {
      smsLogin.mutate(
        {
          mobile,
          mobile_code: (values.mobile_code ?? '').trim(),
          ...msvField(),
          ...(captchaAsked
            ? {
                image_key: captchaRef.current?.captchaKey() ?? '',
                image_captcha: (values.image_captcha ?? '').trim(),
              }
            : {}),
        },
        {
          onSuccess: loggedIn,
          onError: (err) => {
            captchaRef.current?.resetCaptcha();
            if (askedFor(err)) setCaptchaAsked(true);
          },
        },
      );
      return;
    }
    passwordLogin.mutate(
      {
        mobile,
        password: values.password ?? '',
        ...(captchaAsked
          ? {
              image_key: passwordCaptcha.current?.key() ?? '',
              image_captcha: (values.image_captcha ?? '').trim(),
            }
          : {}),
      },
      {
        onSuccess: loggedIn,
        onError: (err) => {
          if (captchaAsked) passwordCaptcha.current?.reset();
          else if (askedFor(err)) setCaptchaAsked(true);
        },
      },
    );
  };

  const startQq = () => {
    if (!config) return;
    browser.assign(
      qqLoginUrl(config.url, {
        origin: window.location.origin,
        pathname: location.pathname,
        search: location.search,
      }),
    );
  };

  return (
    <AuthModal
      onClose={close}
      title={<TabBar items={TABS} active={tab} onChange={(key) => setTab(key)} className="login-tabs" />}
      extra={<DialogLink onClick={() => show('register')}>新用户注册&gt;&gt;</DialogLink>}
    >
      <Form form={form} onFinish={submit} autoComplete="off" size="large">
        <Form.Item name="mobile" rules={[{ required: true, message: '请输入手机号!' }]}>
          <Input placeholder="请输入手机号" autoComplete="username" inputMode="tel" />
        </Form.Item>
        {tab === 'password' ? (
          <>
            <Form.Item name="password" rules={[{ required: true, message: '请输入密码!' }]}>
              <Input.Password placeholder="请输入密码" autoComplete="current-password" />
            </Form.Item>
            {captchaAsked ? <CaptchaField ref={passwordCaptcha} /> : null}
          </>
        ) : (
          <CaptchaSmsFields
            ref={captchaRef}
            scene="login"
            getMobile={() => String(form.getFieldValue('mobile') ?? '')}
          />
        )}
        <Button type="primary" htmlType="submit" block loading={pending}>
          立即登录
        </Button>
        {tab === 'password' ? (
          <Flex justify="flex-end" style={{ marginTop: 12 }}>
            <DialogLink onClick={() => show('forgotPassword')}>忘记密码</DialogLink>
          </Flex>
        ) : null}
      </Form>
      {qq || wechat ? (
        <>
          <Divider plain style={{ color: '#646b78', fontSize: 13 }}>
            第三方快捷登录
          </Divider>
          <Flex justify="center" gap={32}>
            {qq ? (
              <SocialButton
                label="QQ登录"
                icon={<QqOutlined style={{ color: '#12b7f5' }} />}
                onClick={startQq}
              />
            ) : null}
            {wechat ? (
              <SocialButton
                label="微信扫码登录"
                icon={<WechatOutlined style={{ color: '#09bb07' }} />}
                onClick={() => show('wechatScan')}
              />
            ) : null}
          </Flex>
        </>
      ) : null}
    </AuthModal>
  );
}

/** A round icon button of the third-party login row, named by its tooltip. */
function SocialButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip title={label}>
      <Button shape="circle" size="large" aria-label={label} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}
