import { MemberExamList } from '../components/MemberExamList.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

const { icon, member } = TIMED_KINDS.mock;

/** `/member/mockpaper` (screens §17.2). */
export default function MemberMockPaperPage() {
  return <MemberExamList icon={icon} {...member} />;
}
