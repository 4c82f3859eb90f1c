import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { paths } from '../config/paths.ts';

/** Honest screen for routes whose feature has not shipped yet (their issues come later). */
export default function UnderConstruction() {
  useDocumentTitle('建设中');
  return (
    <Result
      status="info"
      title="该功能正在建设中"
      subTitle="此页面将在后续版本中上线，请先浏览其他内容。"
      extra={
        <Link to={paths.home()}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
