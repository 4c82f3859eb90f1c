import { TimedExamPlay } from '../components/TimedExamPlay.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

/** `/exam/mockpaper/play?id={mockId}&pid={recordId}` (screens §13.4): as a paper, always graded at once. */
export default function MockPaperPlayPage() {
  return <TimedExamPlay kind={TIMED_KINDS.mock} />;
}
