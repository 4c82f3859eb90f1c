import { paths } from '../../../config/paths.ts';
import { memberPracticesQuery } from '../api/member-practices.ts';
import { MemberExamList } from '../components/MemberExamList.tsx';

/** `/member/practice` (screens §17.3). */
export default function MemberPracticePage() {
  return (
    <MemberExamList
      title="我的练习"
      icon="✏️"
      query={memberPracticesQuery}
      rows={(r) =>
        r.data.flatMap((row) =>
          row.practice
            ? [
                {
                  key: row.pid,
                  title: row.practice.name,
                  meta: `已练习 ${row.submit_count}/${row.practice_question_count}`,
                  to: paths.practiceDetail(row.pid),
                },
              ]
            : [],
        )
      }
    />
  );
}
