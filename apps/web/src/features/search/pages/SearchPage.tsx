import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { Empty } from '../../../components/Empty.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { searchHitPage } from '../../../lib/resource-links.ts';
import { highlightHtml } from '../../../lib/search-highlight.ts';
import type { FeatureSwitches } from '../../../lib/features.ts';
import { useFeatures } from '../../../stores/features.ts';
import { SEARCH_PAGE_SIZE, searchQuery } from '../api/search.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../search.css';
import { SEARCH_URL } from './SearchPage.prefetch.ts';

const TYPE_LABELS: Record<string, string> = {
  video: '录播视频',
  vod: '录播课',
  live: '直播课',
  topic: '图文',
  book: '电子书',
  paper: '试卷',
  mock_paper: '模拟试卷',
  practice: '练习',
};

/** The type tabs, from the enabled addons (screens catalog §16). */
export function searchTypes(f: FeatureSwitches): { id: string; name: string }[] {
  const list = [
    { id: '0', name: '全部' },
    { id: 'vod', name: '录播课' },
    { id: 'video', name: '录播视频' },
  ];
  if (f.live) list.push({ id: 'live', name: '直播课' });
  if (f.book) list.push({ id: 'book', name: '电子书' });
  if (f.topic) list.push({ id: 'topic', name: '图文' });
  if (f.paper)
    list.push(
      { id: 'paper', name: '试卷' },
      { id: 'mock_paper', name: '模拟试卷' },
      { id: 'practice', name: '练习' },
    );
  return list;
}

/** The top band: prefilled from the URL (remounted when the URL's keywords change). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch(kw: string): void }) {
  const [input, setInput] = useState(initial);
  const submit = () => onSearch(input.trim());
  return (
    <div className="mc-search-band">
      <div className="mc-search-band__inner">
        <Input
          size="large"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={submit}
          placeholder="请输入关键字"
          allowClear
          aria-label="搜索关键字"
        />
        <Button size="large" type="primary" onClick={submit}>
          搜索
        </Button>
      </div>
    </div>
  );
}

/** `/search?keywords=` (screens catalog §16): keywords, type and page are all in the URL. */
export default function SearchPage() {
  useDocumentTitle('全站搜索');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [url, go] = useCatalogParams(SEARCH_URL);
  const { keywords, page } = url;
  const types = searchTypes(useFeatures((s) => s.features));
  const type = types.some((t) => t.id === url.type) ? url.type : '0';

  const result = useQuery({ ...searchQuery({ keywords, type, page }), enabled: keywords !== '' });

  const submit = (kw: string) => {
    if (!kw) {
      void message.error('请输入关键字后再搜索');
      return;
    }
    void navigate(paths.search(kw, { type: type === '0' ? undefined : type }));
  };
  return (
    <div>
      <SearchBox key={keywords} initial={keywords} onSearch={submit} />
      <div className="mc-search">
        <TabBar
          className="mc-search__types"
          label="搜索类型"
          items={types.map((t) => ({ key: t.id, label: t.name }))}
          active={type}
          onChange={(t) => go({ type: t, page: 1 })}
        />
        {keywords === '' ? (
          <Empty description="请输入关键字后再搜索" />
        ) : (
          <CatalogList
            query={result}
            pageOf={(r) => r}
            skeleton={<SkeletonText rows={6} />}
            pager={{ current: page, size: SEARCH_PAGE_SIZE, go: (p) => go({ type, page: p }) }}
          >
            {(items) => (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="搜索结果">
                {items.map((it) => {
                  const to = searchHitPage(it.resource_type, it.resource_id);
                  const label = TYPE_LABELS[it.resource_type] ?? '其它';
                  return (
                    <li key={`${it.resource_type}-${it.id}`}>
                      <button
                        type="button"
                        className={to ? 'mc-search__item' : 'mc-search__item mc-search__item--inert'}
                        onClick={() => to && void navigate(to)}
                      >
                        <div className="mc-search__title">
                          【{label}】
                          <SafeHtml
                            inline
                            math={false}
                            code={false}
                            html={highlightHtml(it.title, keywords)}
                          />
                        </div>
                        {it.p ? (
                          <div className="mc-search__p">
                            <SafeHtml inline math={false} code={false} html={highlightHtml(it.p, keywords)} />
                          </div>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </CatalogList>
        )}
      </div>
    </div>
  );
}
