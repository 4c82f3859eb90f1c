import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '未知错误';
}

/** The router's error screen (SPEC §8): titled 'Unexpected Application Error!', with the status text or message. */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div role="alert" className="route-error">
      <h2>Unexpected Application Error!</h2>
      <h3>{describe(error)}</h3>
      <p>页面出现了意外错误，请刷新页面或返回首页后重试。</p>
      <div className="route-error__actions">
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
        <Button onClick={() => window.location.assign('/')}>返回首页</Button>
      </div>
    </div>
  );
}
