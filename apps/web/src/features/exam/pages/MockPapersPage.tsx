import { ExamCatalogue } from '../components/ExamCatalogue.tsx';
import { TIMED_KINDS } from '../components/timed-kinds.tsx';

const { name, icon, catalogue } = TIMED_KINDS.mock;

/** `/exam/mockpaper` (screens §13.1). */
export default function MockPapersPage() {
  return <ExamCatalogue title={name} icon={icon} {...catalogue} />;
}
