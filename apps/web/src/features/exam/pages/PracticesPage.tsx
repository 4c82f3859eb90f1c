import { paths } from '../../../config/paths.ts';
import { practiceListQuery } from '../api/practice-list.ts';
import { ExamCatalogue } from '../components/ExamCatalogue.tsx';

/** `/exam/practice` (screens §14.1): 已练习 when every question is done, 练习中 while some are. */
export default function PracticesPage() {
  return (
    <ExamCatalogue
      title="练习模式"
      icon="✏️"
      query={practiceListQuery}
      row={(p) => ({
        id: p.id,
        title: p.name,
        badge:
          p.question_count > 0 && p.user_count === p.question_count
            ? '已练习'
            : p.user_count > 0 && p.user_count < p.question_count
              ? '练习中'
              : null,
        action: '立即练习',
        locked: !p.cur_user_can_join,
        to: paths.practiceDetail(p.id),
      })}
    />
  );
}
