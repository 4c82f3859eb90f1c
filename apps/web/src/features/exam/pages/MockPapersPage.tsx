import { paths } from '../../../config/paths.ts';
import { mockPaperListQuery } from '../api/mock-paper-list.ts';
import { ExamCatalogue, hasTaken } from '../components/ExamCatalogue.tsx';

/** `/exam/mockpaper` (screens §13.1). */
export default function MockPapersPage() {
  return (
    <ExamCatalogue
      title="模拟考试"
      icon="📝"
      query={mockPaperListQuery}
      row={(p, reply) => ({
        id: p.id,
        title: p.title,
        badge: hasTaken(reply, p.id) ? '已参考' : null,
        action: '立即考试',
        locked: !p.cur_user_can_join,
        to: paths.mockPaperDetail(p.id),
      })}
    />
  );
}
