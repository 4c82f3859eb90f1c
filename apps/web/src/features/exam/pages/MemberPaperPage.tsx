import { paths } from '../../../config/paths.ts';
import { memberPapersQuery } from '../api/member-papers.ts';
import { MemberExamList } from '../components/MemberExamList.tsx';

/** `/member/paper` (screens §17.1): rows without a paper (deleted) are left out. */
export default function MemberPaperPage() {
  return (
    <MemberExamList
      title="我的考试"
      icon="📄"
      query={memberPapersQuery}
      rows={(r) =>
        r.data.flatMap((row) =>
          row.paper
            ? [
                {
                  key: row.paper_id,
                  title: row.paper.title,
                  meta: (
                    <>
                      <span style={{ color: '#1677ff' }}>最高得分：{row.max_score}</span> | {row.paper.score}
                      分
                    </>
                  ),
                  to: paths.paperDetail(row.paper_id),
                },
              ]
            : [],
        )
      }
    />
  );
}
