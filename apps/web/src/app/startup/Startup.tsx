import { CloseCircleFilled } from '@ant-design/icons';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client.ts';
import { ShellSpinner } from '../ShellSpinner.tsx';
import { takeEarly } from './early.ts';
import { browserEnv, runStartup, type StartupEnv } from './run-startup.ts';
import { PlainButton } from '../../components/PlainButton.tsx';

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'left' } | { kind: 'failed'; reason: string };

function reasonOf(e: unknown): string {
  if (e instanceof ApiError || e instanceof Error) return e.message;
  return '未知错误';
}

/**
 * Runs the start-up sequence before anything routes: a full-viewport spinner meanwhile, and on failure a
 * Chinese error screen with 重试 instead of spinning forever (the reference only logs 系统初始化失败).
 */
export function Startup({ children, env }: { children: ReactNode; env?: StartupEnv }) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, also under StrictMode's double effects.
    if (started.current === attempt) return;
    started.current = attempt;
    runStartup(env ?? browserEnv(), takeEarly())
      // A transition: the first render of the whole storefront (header, layout, page, antd's styles) is long on
      // a slow CPU; rendered in slices, it lets the route's prefetch send its queries meanwhile (issue 10).
      .then((kind) => startTransition(() => setStatus({ kind })))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'auth') {
          // A stored token the server no longer accepts: the 401 handler has ended the session and moved the
          // address to /login?redirect=…; the routes show the login page there, with the queued 请重新登录.
          setStatus({ kind: 'ready' });
          return;
        }
        console.error('系统初始化失败', e);
        setStatus({ kind: 'failed', reason: reasonOf(e) });
      });
  }, [attempt, env]);

  if (status.kind === 'ready') return children;
  if (status.kind === 'failed') {
    // Plain markup rather than antd Result, whose illustrations would weigh on the first download.
    return (
      <div role="alert" className="startup-error">
        <CloseCircleFilled className="startup-error__icon" aria-hidden />
        <h1>网站初始化失败</h1>
        <p>{status.reason}</p>
        <PlainButton
          variant="primary"
          large
          onClick={() => {
            setStatus({ kind: 'loading' });
            setAttempt((a) => a + 1);
          }}
        >
          重试
        </PlainButton>
      </div>
    );
  }
  return <ShellSpinner fullscreen />;
}
