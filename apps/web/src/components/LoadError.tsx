import { useId } from 'react';
import { ApiError } from '../api/client.ts';
import './load-error.css';

/** Said when the failure carries no text of its own. */
const FALLBACK_MESSAGE = '请稍后重试';

/**
 * A business refusal (envelope code ≠ 0: unknown item, not allowed…) as opposed to a failure to load
 * (network, timeout, HTTP 5xx): pages keep their own wording for the former and show LoadError for the latter.
 */
export function isBusinessError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business';
}

export interface LoadErrorProps {
  /** The failure: its message is shown ('网络异常，请检查网络后重试', '请求超时，请稍后重试', the server's text). */
  error: unknown;
  /** Asks again, usually the query's `refetch`. */
  onRetry(): unknown;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
  /** A smaller block for side panels. */
  compact?: boolean;
}

/**
 * The inline state of a page area whose request failed: 加载失败, the reason and a 重试 button. Plain markup and
 * CSS (no antd component) because the home page uses it and its first download is on a budget.
 */
export function LoadError({ error, onRetry, retrying = false, compact = false }: LoadErrorProps) {
  const titleId = useId();
  const message = error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
  return (
    <div
      className={compact ? 'mc-load-error mc-load-error--compact' : 'mc-load-error'}
      role="alert"
      aria-labelledby={titleId}
    >
      <span className="mc-load-error__icon" aria-hidden="true">
        !
      </span>
      <p className="mc-load-error__title" id={titleId}>
        加载失败
      </p>
      <p className="mc-load-error__message">{message}</p>
      <button
        type="button"
        className="mc-load-error__retry"
        onClick={() => void onRetry()}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        重试
      </button>
    </div>
  );
}
