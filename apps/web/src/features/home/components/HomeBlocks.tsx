import type { Block } from '@meedu/contract';
import {
  BookCard,
  CourseCard,
  FirstScreenCovers,
  FlashSaleCard,
  GroupBuyCard,
  LiveCard,
  PathCard,
  TopicCard,
} from '../../../components/course-card/index.ts';
import { FIRST_ROW, sortBlocks } from '../first-screen.ts';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

const SafeHtml = lazy(() =>
  import('../../../components/SafeHtml.tsx').then((m) => ({ default: m.SafeHtml })),
);

/** How far ahead of the viewport a custom-code block starts loading its sanitizer. */
const CODE_BLOCK_MARGIN = '600px 0px';

/**
 * A `code` block, rendered through SafeHtml once it comes near the viewport: the sanitizer (dompurify) is
 * downloaded only when a visitor scrolls towards such a block, not with the page (these blocks sit low).
 */
function CodeBlock({ html }: { html: string }) {
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: CODE_BLOCK_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section ref={box} className="mc-block mc-block--code">
      {near && (
        <Suspense fallback={null}>
          <SafeHtml html={html} math={false} code={false} />
        </Suspense>
      )}
    </section>
  );
}

/** Whether this block is the first on the page (its first row is on the first screen). */
const FirstBlock = createContext(false);

function ListBlock({ title, narrow, children }: { title: string; narrow?: boolean; children: ReactNode[] }) {
  const first = useContext(FirstBlock);
  if (children.length === 0) return null;
  return (
    <section className="mc-block" aria-label={title || undefined}>
      {title ? <h2 className="mc-block__title">{title}</h2> : null}
      <div className={narrow ? 'mc-grid mc-grid--narrow' : 'mc-grid'}>
        {first ? (
          <>
            <FirstScreenCovers.Provider value>{children.slice(0, FIRST_ROW)}</FirstScreenCovers.Provider>
            {children.slice(FIRST_ROW)}
          </>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** One decoration block (contract catalog §1.2). A list block with no items renders nothing; unknown signs too. */
export function HomeBlock({ block }: { block: Block }) {
  switch (block.sign) {
    case 'pc-vod-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title}>
          {(c.items ?? []).map((it) => (
            <CourseCard key={it.id} course={it} />
          ))}
        </ListBlock>
      );
    }
    case 'pc-live-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title}>
          {(c.items ?? []).map((it, i) => (
            <LiveCard key={it.id ?? `p${i}`} item={it} />
          ))}
        </ListBlock>
      );
    }
    case 'pc-book-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title} narrow>
          {(c.items ?? []).map((it, i) => (
            <BookCard key={it.id ?? `p${i}`} item={it} />
          ))}
        </ListBlock>
      );
    }
    case 'pc-topic-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title}>
          {(c.items ?? []).map((it, i) => (
            <TopicCard key={it.id ?? `p${i}`} item={it} />
          ))}
        </ListBlock>
      );
    }
    case 'pc-learnPath-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title}>
          {(c.items ?? []).map((it, i) => (
            <PathCard key={it.id ?? `p${i}`} item={it} />
          ))}
        </ListBlock>
      );
    }
    case 'pc-ms-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title}>
          {(c.items ?? []).map((it) => (
            <FlashSaleCard key={it.id} item={it} />
          ))}
        </ListBlock>
      );
    }
    case 'pc-tg-v1': {
      const c = block.config_render;
      return (
        <ListBlock title={c.title}>
          {(c.items ?? []).map((it) => (
            <GroupBuyCard key={it.id} item={it} />
          ))}
        </ListBlock>
      );
    }
    case 'code': {
      const html = block.config_render.html;
      if (!html) return null;
      return <CodeBlock html={html} />;
    }
    default:
      return null;
  }
}

/** The blocks in server order by `sort`. */
export function HomeBlocks({ blocks }: { blocks: Block[] }) {
  const sorted = sortBlocks(blocks);
  return (
    <>
      {sorted.map((b, i) => (
        <FirstBlock.Provider key={b.id} value={i === 0}>
          <HomeBlock block={b} />
        </FirstBlock.Provider>
      ))}
    </>
  );
}
