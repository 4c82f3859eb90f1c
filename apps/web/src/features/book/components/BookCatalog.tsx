import type { BookArticleItem, BookChapter, PhpMap } from '@meedu/contract';
import { mapGet } from '../../../lib/php-map.ts';

/** The catalogue's groups: each chapter, then '无章节内容' for articles without one (or all, when no chapters). */
export function catalogGroups(chapters: BookChapter[], articles: PhpMap<BookArticleItem[]>) {
  const loose = mapGet(articles, 0) ?? [];
  if (chapters.length === 0) return [{ id: 0, name: '', items: loose }];
  const groups = chapters.map((c) => ({ id: c.id, name: c.name, items: mapGet(articles, c.id) ?? [] }));
  return loose.length ? [...groups, { id: 0, name: '无章节内容', items: loose }] : groups;
}

/** The first article to read: the first of the first chapter that has one (开始阅读). */
export function firstArticle(chapters: BookChapter[], articles: PhpMap<BookArticleItem[]>) {
  for (const g of catalogGroups(chapters, articles)) if (g.items[0]) return g.items[0];
  return undefined;
}

interface Props {
  chapters: BookChapter[];
  articles: PhpMap<BookArticleItem[]>;
  /** Show 试读 on free articles of a paid book the member has not bought. */
  markTrials: boolean;
  currentId?: number;
  onOpen(article: BookArticleItem): void;
}

/** The book's chapters and articles (screens catalog §10.2, §11.2), 试读 marked, the current one highlighted. */
export function BookCatalog({ chapters, articles, markTrials, currentId, onOpen }: Props) {
  return (
    <nav className="bk-catalog" aria-label="目录">
      {catalogGroups(chapters, articles).map((g) => (
        <section key={g.id}>
          {g.name ? <h3>{g.name}</h3> : null}
          <ul>
            {g.items.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className={a.id === currentId ? 'bk-catalog__item is-current' : 'bk-catalog__item'}
                  aria-current={a.id === currentId ? 'page' : undefined}
                  onClick={() => onOpen(a)}
                >
                  <span>{a.title}</span>
                  {markTrials && a.charge === 0 ? <span className="bk-trial">试读</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
