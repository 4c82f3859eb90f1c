import { paths } from '../../../config/paths.ts';
import { memberMockPapersQuery } from '../api/member-mock-papers.ts';
import { MemberExamList } from '../components/MemberExamList.tsx';

/** `/member/mockpaper` (screens §17.2). */
export default function MemberMockPaperPage() {
  return (
    <MemberExamList
      title="我的模考"
      icon="📝"
      query={memberMockPapersQuery}
      rows={(r) =>
        r.data.flatMap((row) =>
          row.paper
            ? [
                {
                  key: row.paper_id,
                  title: row.paper.title,
                  meta: (
                    <>
                      <span style={{ color: '#1677ff' }}>最高得分：{row.max_score}</span> | 共
                      {row.paper.question_count}道题
                    </>
                  ),
                  to: paths.mockPaperDetail(row.paper_id),
                },
              ]
            : [],
        )
      }
    />
  );
}
