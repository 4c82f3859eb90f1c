import { MemberExamList } from '../components/MemberExamList.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

const { icon, member } = TIMED_KINDS.paper;

/** `/member/paper` (screens §17.1). */
export default function MemberPaperPage() {
  return <MemberExamList icon={icon} {...member} />;
}
