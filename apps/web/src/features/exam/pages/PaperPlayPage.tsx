import { TimedExamPlay } from '../components/TimedExamPlay.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

/** `/exam/papers/play?id={paperId}&pid={recordId}` (screens §12.4): take or review a paper attempt. */
export default function PaperPlayPage() {
  return <TimedExamPlay kind={TIMED_KINDS.paper} />;
}
