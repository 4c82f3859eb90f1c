import type { ListPage } from '@meedu/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { usePagedQuery, type PagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { PlainCard } from '../../../components/PlainCard.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { MINE_PAGE_SIZE, memberAnswersQuery, memberQuestionsQuery } from '../api/member-wenda.ts';
import '../wenda.css';

type Tab = 'questions' | 'answers';

/** An answer's text for a one-line row: the HTML's text, cut at 51 characters with '...'. */
export function answerExcerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const chars = [...text.trim()];
  return chars.length > 51 ? `${chars.slice(0, 51).join('')}...` : chars.join('');
}

/** One of the two lists: a row per item, linking to its question. */
function MineList<R, T extends { id: number }>(props: {
  label: string;
  list: PagedQuery<R>;
  rows(reply: R): ListPage<T>;
  question(item: T): number;
  text(item: T): ReactNode;
  meta(item: T): ReactNode;
}) {
  return (
    <CatalogList {...props.list} pageOf={props.rows} skeleton={<ListSpinner />}>
      {(items) => (
        <ul className="wd-mine" aria-label={props.label}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={paths.wendaDetail(props.question(item))} className="wd-mine__row">
                <span className="wd-mine__text">{props.text(item)}</span>
                <span className="wd-mine__meta">{props.meta(item)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CatalogList>
  );
}

function Questions() {
  const list = usePagedQuery(memberQuestionsQuery, MINE_PAGE_SIZE);
  return (
    <MineList
      label="我的问题"
      list={list}
      rows={(r) => r.data}
      question={(q) => q.id}
      text={(q) => q.title}
      meta={(q) => (
        <>
          {q.status === 1 ? <span className="wd-green">已解决</span> : <span>未解决</span>}
          <span>|</span>
          <span>{q.answer_count} 回答</span>
        </>
      )}
    />
  );
}

function Answers() {
  const list = usePagedQuery(memberAnswersQuery, MINE_PAGE_SIZE);
  return (
    <MineList
      label="我的回答"
      list={list}
      rows={(r) => r.data}
      question={(a) => a.question_id}
      text={(a) => answerExcerpt(a.render_content)}
      meta={(a) => (
        <>
          {a.is_correct === 1 ? (
            <>
              <span className="wd-green">被采纳</span>
              <span>|</span>
            </>
          ) : a.status === 0 ? (
            <span>未解决</span>
          ) : null}
          <span>积分+{a.vote_count}</span>
        </>
      )}
    />
  );
}

/** `/member/questions` (screens commerce-exam §17.4): my questions and my answers, 10 a page. */
export default function MemberQuestionsPage() {
  useDocumentTitle('我的问答');
  const [tab, setTab] = useState<Tab>('questions');
  return (
    <MemberLayout>
      <PlainCard title="我的问答">
        <TabBar
          label="我的问答"
          items={[
            { key: 'questions', label: '我的问题' },
            { key: 'answers', label: '我的回答' },
          ]}
          active={tab}
          onChange={(t: Tab) => setTab(t)}
        />
        {/* Each list starts at its first page when its tab is chosen. */}
        {tab === 'questions' ? <Questions /> : <Answers />}
      </PlainCard>
    </MemberLayout>
  );
}
