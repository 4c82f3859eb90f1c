import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/')}>
      返回首页
    </Button>
  );
}

export function NotFoundScreen() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      extra={<HomeButton />}
    />
  );
}

export function ForbiddenScreen() {
  return (
    <Result
      status="403"
      title="没有权限"
      subTitle="您的角色没有访问此页面的权限，如需开通请联系超级管理员。"
      extra={<HomeButton />}
    />
  );
}
