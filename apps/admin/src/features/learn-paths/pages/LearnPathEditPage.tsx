import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../api/session.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { categoryOptionsQuery, learnPathMutations, learnPathQuery } from '../api/learn-paths.ts';
import { LearnPathForm } from '../components/LearnPathForm.tsx';
import { LearnPathSteps } from '../components/LearnPathSteps.tsx';

function BackToList() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/learn-paths')}>返回列表</Button>;
}

function NewPath() {
  const navigate = useNavigate();
  const save = learnPathMutations.useSave(null);
  const categories = useQuery(categoryOptionsQuery);
  return (
    <>
      <PageHeader title="新建学习路径" extra={<BackToList />} />
      {categories.isPending ? (
        <Skeleton active />
      ) : (
        <LearnPathForm
          path={null}
          categories={categories.data ?? []}
          save={async (body) => {
            const created = await save.mutateAsync(body);
            // Steps are added on the path's own page.
            void navigate(`/learn-paths/${created.id}`, { replace: true });
          }}
        />
      )}
    </>
  );
}

function EditPath({ id }: { id: number }) {
  const canEdit = useCan('learn-paths.edit');
  const path = useQuery(learnPathQuery(id));
  const categories = useQuery(categoryOptionsQuery);
  const save = learnPathMutations.useSave(id);
  if (path.isError) return <LoadFailed message={path.error.message} onRetry={() => void path.refetch()} />;
  if (!path.data || categories.isPending) return <Skeleton active />;
  const p = path.data;
  return (
    <>
      <PageHeader title={p.name} extra={<BackToList />} />
      <Tabs
        items={[
          {
            key: 'info',
            label: '路径信息',
            children: canEdit ? (
              <LearnPathForm
                path={p}
                categories={categories.data ?? []}
                save={(body) => save.mutateAsync(body)}
              />
            ) : (
              <Descriptions
                column={1}
                items={[
                  { key: 'category', label: '分类', children: p.category_name ?? '—' },
                  { key: 'charge', label: '价格', children: `${p.charge} 元` },
                  { key: 'show', label: '状态', children: p.is_show ? '显示' : '隐藏' },
                  { key: 'published', label: '上架时间', children: formatInstant(p.published_at) },
                ]}
              />
            ),
          },
          { key: 'steps', label: '步骤与内容', children: <LearnPathSteps pathId={id} /> },
        ]}
      />
    </>
  );
}

/** `/learn-paths/new` creates a path; `/learn-paths/:id` edits one with its steps and their items. */
export default function LearnPathEditPage() {
  const { id } = useParams();
  if (id === 'new') return <NewPath />;
  const pathId = Number(id);
  if (!Number.isInteger(pathId) || pathId <= 0) return <Result status="404" title="学习路径不存在" />;
  return <EditPath id={pathId} />;
}
