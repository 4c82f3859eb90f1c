import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DetailFrame, type DetailQuery } from '../../../components/detail-frame/DetailFrame.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';

interface Props<T> {
  query: DetailQuery<T>;
  /** The reply came without questions: 未获取到试题, and back to `back`. */
  isEmpty(data: T): boolean;
  valid: boolean;
  title: string | undefined;
  /** The list to go back to when the attempt has no questions. */
  back: string;
  children(data: T): ReactNode;
}

/** A play page's states before the runner (the detail frame's: refused, failed, loading), and no questions. */
export function AttemptGate<T>({ query, isEmpty, valid, title, back, children }: Props<T>) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const empty = query.data !== undefined && isEmpty(query.data);
  useEffect(() => {
    if (!empty) return;
    void message.error('未获取到试题');
    void navigate(back, { replace: true });
  }, [empty, back, message, navigate]);

  const skeleton = <SkeletonText rows={8} />;
  return (
    <DetailFrame
      query={query}
      valid={valid}
      missing="考试记录不存在"
      skeleton={skeleton}
      title={title}
      stateClassName="ex-page"
    >
      {(data) => (isEmpty(data) ? skeleton : children(data))}
    </DetailFrame>
  );
}
