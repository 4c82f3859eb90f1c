import { TimedExamDetail } from '../components/TimedExamDetail.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

/** `/exam/papers/detail/:id` (screens §12.2): limited attempts when `try_times` says so. */
export default function PaperDetailPage() {
  return <TimedExamDetail kind={TIMED_KINDS.paper} />;
}
