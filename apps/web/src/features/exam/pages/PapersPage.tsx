import { paths } from '../../../config/paths.ts';
import { paperListQuery } from '../api/paper-list.ts';
import { ExamCatalogue, hasTaken } from '../components/ExamCatalogue.tsx';

/** `/exam/papers` (screens §12.1). */
export default function PapersPage() {
  return (
    <ExamCatalogue
      title="在线考试"
      icon="📄"
      query={paperListQuery}
      row={(p, reply) => ({
        id: p.id,
        title: p.title,
        badge: hasTaken(reply, p.id) ? '已参考' : null,
        action: '立即考试',
        locked: !p.cur_user_can_join,
        to: paths.paperDetail(p.id),
      })}
    />
  );
}
