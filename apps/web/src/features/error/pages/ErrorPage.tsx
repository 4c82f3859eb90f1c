import { Button, Result } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';

/**
 * /error (screens account §17): the message from `msg`, or `login_err_msg` (what the socialite login appends
 * on failure, which the reference never showed), with the way home and back.
 */
export default function ErrorPage() {
  useDocumentTitle('错误');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const message = params.get('msg') || params.get('login_err_msg') || '发生了未知错误，请稍后重试。';
  const hasHistory = location.key !== 'default';

  return (
    <Result
      status="error"
      title="出错了"
      subTitle={message}
      extra={[
        <Button type="primary" key="home" onClick={() => void navigate(paths.home(), { replace: true })}>
          返回首页
        </Button>,
        hasHistory && (
          <Button key="back" onClick={() => void navigate(-1)}>
            返回上一页
          </Button>
        ),
      ]}
    />
  );
}
