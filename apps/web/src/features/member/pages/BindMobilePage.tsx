import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { configQuery } from '../../../api/system.ts';
import { CaptchaSmsFields } from '../../../components/captcha-sms/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths, withQuery } from '../../../config/paths.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { flags } from '../../../lib/storage.ts';
import { useBindMobileMutation } from '../api/bind-mobile.ts';
import { ForcedStepFrame } from '../components/ForcedStepFrame.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

interface Values {
  mobile: string;
  mobile_code: string;
}

/** `/bind-mobile`: the mobile binding the site requires before anything else (screens/account §7). */
export default function BindMobilePage() {
  useDocumentTitle('绑定新手机号');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const { data: config } = useQuery(configQuery);
  const bind = useBindMobileMutation(config);

  const submit = (values: Values) => {
    if (!bind.isIdle && !bind.isError) return;
    bind.mutate(
      { mobile: values.mobile.trim(), mobile_code: values.mobile_code.trim() },
      { onSuccess: () => done() },
    );
  };

  const done = () => {
    message.success('绑定成功');
    const redirect = params.get('redirect');
    if (flags.faceCheckPending()) {
      void navigate(
        withQuery(paths.faceCheck(), { redirect: redirect ? safeRedirect(redirect) : undefined }),
        {
          replace: true,
        },
      );
    } else {
      void navigate(redirect ? safeRedirect(redirect) : paths.member(), { replace: true });
    }
  };

  return (
    <ForcedStepFrame title="请绑定手机号">
      <Form form={form} onFinish={submit} autoComplete="off" size="large">
        <Form.Item name="mobile" rules={[{ required: true, message: '请输入手机号' }]}>
          <Input placeholder="请输入手机号" inputMode="tel" />
        </Form.Item>
        <CaptchaSmsFields
          scene="mobile_bind"
          getMobile={() => String(form.getFieldValue('mobile') ?? '')}
          captchaRule="请输入图形验证码"
          smsPlaceholder="请输入短信验证码"
          smsRule="请输入短信验证码"
        />
        <Button type="primary" htmlType="submit" block loading={bind.isPending || bind.isSuccess}>
          立即绑定
        </Button>
      </Form>
    </ForcedStepFrame>
  );
}
