import { TimedExamDetail } from '../components/TimedExamDetail.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

/** `/exam/mockpaper/detail/:id` (screens §13.2): unlimited attempts, each a fresh random draw. */
export default function MockPaperDetailPage() {
  return <TimedExamDetail kind={TIMED_KINDS.mock} />;
}
