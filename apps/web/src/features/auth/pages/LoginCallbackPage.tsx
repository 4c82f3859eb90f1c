import { Button, Flex, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/**
 * `/login/callback`: where a QQ login started on /login comes back. The start-up code exchanges `login_code`
 * and navigates on; this page only shows progress, or the reason when the provider refused.
 */
export default function LoginCallbackPage() {
  useDocumentTitle('加载中');
  const [params] = useSearchParams();
  const error = params.get('login_err_msg') ?? params.get('msg');

  if (error) {
    return (
      <Result
        status="error"
        title="登录失败"
        subTitle={error}
        extra={
          <Button type="primary">
            <Link to={paths.home()} replace>
              返回首页
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" gap={24} style={{ minHeight: 600, paddingTop: 150 }}>
      <Spin size="large" />
      <span style={{ color: '#646b78' }}>正在登录，请稍候…</span>
      <Link to={paths.home()} replace style={{ fontSize: 13 }}>
        等待太久？返回首页
      </Link>
    </Flex>
  );
}
