import { useQuery } from '@tanstack/react-query';
import { Radio, Skeleton, Tabs } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import type { ListPage } from '@meedu/contract';
import { useState } from 'react';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useFeatures } from '../../../stores/features.ts';
import { STUDY_PAGE_SIZE, studyListQuery, type StudyScene, type StudyType } from '../api/study-lists.ts';
import { ProgressDialog } from '../components/ProgressDialog.tsx';
import { StudyRows } from '../components/StudyRows.tsx';
import '../study.css';
import { STUDY_URL } from './StudyCenterPage.prefetch.ts';

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
  const [url, go] = useCatalogParams(STUDY_URL);
  const [progressOf, setProgressOf] = useState<number | null>(null);

  const types: { key: StudyType; label: string }[] = [{ key: 'vod', label: '录播课' }];
  if (features.live) types.push({ key: 'live', label: '直播课' });
  if (features.book) types.push({ key: 'book', label: '电子书' });
  if (features.topic) types.push({ key: 'topic', label: '图文' });

  const type = types.find((t) => t.key === url.type)?.key ?? 'vod';
  const { scene, page } = url;
  const list = useQuery(studyListQuery(type, scene, page));
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
          onChange={(k) => go({ type: types.find((t) => t.key === k)?.key ?? 'vod', page: 1 })}
        />
        <Radio.Group
          value={scene}
          optionType="button"
          buttonStyle="solid"
          options={SCENES}
          onChange={(e) => go({ type, scene: e.target.value as StudyScene, page: 1 })}
        />
      </div>
      <CatalogList
        query={list}
        pageOf={(r): ListPage<unknown> => r.page}
        skeleton={Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 2 }} />
        ))}
        pager={{ current: page, size: STUDY_PAGE_SIZE, go: (p) => go({ type, page: p }), scrollTop: false }}
      >
        {(_, reply) => (
          <ul className="mc-study__list" aria-label="学习列表">
            <StudyRows list={reply} onProgress={setProgressOf} />
          </ul>
        )}
      </CatalogList>
      {progressOf !== null ? (
        <ProgressDialog courseId={progressOf} onClose={() => setProgressOf(null)} />
      ) : null}
    </div>
  );
}
