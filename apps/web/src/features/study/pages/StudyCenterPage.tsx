import { useQuery } from '@tanstack/react-query';
import { Radio, Skeleton, Tabs } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useFeatures } from '../../../stores/features.ts';
import { STUDY_PAGE_SIZE, studyListQuery, type StudyScene, type StudyType } from '../api/study-lists.ts';
import { ProgressDialog } from '../components/ProgressDialog.tsx';
import { StudyRows } from '../components/StudyRows.tsx';
import '../study.css';

const SCENES: { value: StudyScene; label: string }[] = [
  { value: 1, label: '在学' },
  { value: 2, label: '订阅' },
  { value: 3, label: '收藏' },
];

/**
 * `/study-center` (screens account §14): type tabs for recorded courses and the enabled addons, 在学 / 订阅 / 收藏,
 * and the list. Type, scene and page live in the URL; a new type or scene starts at page 1 (the reference kept the
 * old page number).
 */
export default function StudyCenterPage() {
  useDocumentTitle('我的学习');
  const features = useFeatures((s) => s.features);
  const [params, setParams] = useSearchParams();
  const [progressOf, setProgressOf] = useState<number | null>(null);

  const types: { key: StudyType; label: string }[] = [{ key: 'vod', label: '录播课' }];
  if (features.live) types.push({ key: 'live', label: '直播课' });
  if (features.book) types.push({ key: 'book', label: '电子书' });
  if (features.topic) types.push({ key: 'topic', label: '图文' });

  const type = types.find((t) => t.key === params.get('type'))?.key ?? 'vod';
  const sceneNum = Number(params.get('scene'));
  const scene: StudyScene = sceneNum === 2 || sceneNum === 3 ? sceneNum : 1;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery(studyListQuery(type, scene, page));

  const go = (next: { type: StudyType; scene: StudyScene; page: number }) => {
    const q = new URLSearchParams();
    if (next.type !== 'vod') q.set('type', next.type);
    if (next.scene !== 1) q.set('scene', String(next.scene));
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };

  const rows = list.data?.page.data ?? [];
  return (
    <div className="mc-study">
      <div className="mc-study__top">
        <h1 className="mc-study__title">
          <ReadOutlined />
          我的学习
        </h1>
        <Tabs
          activeKey={type}
          items={types.map((t) => ({ key: t.key, label: t.label }))}
          onChange={(k) => go({ type: types.find((t) => t.key === k)?.key ?? 'vod', scene, page: 1 })}
        />
        <Radio.Group
          value={scene}
          optionType="button"
          buttonStyle="solid"
          options={SCENES}
          onChange={(e) => go({ type, scene: e.target.value as StudyScene, page: 1 })}
        />
      </div>
      {list.isLoading ? (
        <div aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 2 }} />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : !list.data || rows.length === 0 ? (
        <Empty />
      ) : (
        <ul className="mc-study__list" aria-label="学习列表">
          <StudyRows list={list.data} onProgress={setProgressOf} />
        </ul>
      )}
      <Pagination
        current={page}
        pageSize={STUDY_PAGE_SIZE}
        total={rows.length ? (list.data?.page.total ?? 0) : 0}
        onChange={(p) => go({ type, scene, page: p })}
        scrollTop={false}
      />
      {progressOf !== null ? (
        <ProgressDialog courseId={progressOf} onClose={() => setProgressOf(null)} />
      ) : null}
    </div>
  );
}
