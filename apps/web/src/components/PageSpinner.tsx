import { Spin } from 'antd';

/** A centred large spinner: while a lazy page loads (inside a layout) or, `fullscreen`, during start-up. */
export function PageSpinner({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div
      className="page-spinner"
      role="status"
      aria-label="加载中"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: fullscreen ? '100vh' : undefined,
        minHeight: fullscreen ? undefined : '60vh',
      }}
    >
      <Spin size="large" />
    </div>
  );
}
