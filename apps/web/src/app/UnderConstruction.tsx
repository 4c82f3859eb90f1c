import { Result } from 'antd';

/** Honest screen for routes whose feature has not shipped yet (their issues come later). */
export default function UnderConstruction() {
  return (
    <Result status="info" title="该功能正在建设中" subTitle="此页面将在后续版本中上线，请先浏览其他内容。" />
  );
}
