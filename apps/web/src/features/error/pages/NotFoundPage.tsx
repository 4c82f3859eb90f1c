import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';

/** Any unknown path (screens account §18), in the bare layout. */
export default function NotFoundPage() {
  useDocumentTitle('页面不存在');
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="404"
        title="404"
        subTitle="页面不存在"
        extra={
          <Button type="primary" onClick={() => void navigate(paths.home(), { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
