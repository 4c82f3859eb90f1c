import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainButton } from '../components/PlainButton.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '未知错误';
}

/** The router's error screen (SPEC §8): titled 'Unexpected Application Error!', with the status text or message. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="route-error">
      <h2>Unexpected Application Error!</h2>
      <h3>{describe(error)}</h3>
      <p>页面出现了意外错误，请刷新页面或返回首页后重试。</p>
      <div className="route-error__actions">
        <PlainButton variant="primary" onClick={() => window.location.reload()}>
          刷新页面
        </PlainButton>
        <PlainButton onClick={() => window.location.assign('/')}>返回首页</PlainButton>
      </div>
    </div>
  );
}

/** `errorElement` form, for data routers (the tests' memory router). */
export function RouteErrorElement() {
  const error = useRouteError();
  if (error) console.error(error);
  return <RouteError error={error} />;
}

interface BoundaryProps {
  /** A new value (the pathname) clears the error, as a data router does on navigation. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering and shows the error screen in its place; leaving for another
 * address shows pages again. Works the same under the browser router and under a data router.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; caught: boolean }> {
  override state = { error: null as unknown, caught: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.caught)
      this.setState({ error: null, caught: false });
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
