import { ExamCatalogue } from '../components/ExamCatalogue.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

const { name, icon, catalogue } = TIMED_KINDS.paper;

/** `/exam/papers` (screens §12.1). */
export default function PapersPage() {
  return <ExamCatalogue title={name} icon={icon} {...catalogue} />;
}
