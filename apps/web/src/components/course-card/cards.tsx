import { createContext, useContext, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type {
  BookBlockItem,
  CourseListItem,
  LiveBlockItem,
  MsBlockItem,
  PathBlockItem,
  PromoGoodsType,
  TgBlockItem,
  TopicBlockItem,
  VodBlockItem,
} from '@meedu/contract';
import { paths } from '../../config/paths.ts';
import { resourcePage } from '../../lib/resource-links.ts';
import { Price } from './Price.tsx';
import { chargePrice, vodPrice } from './price.ts';
import { useFeedback } from '../feedback/feedback.ts';
import './cards.css';

type CategoryField = { name: string } | [] | null | undefined;
const categoryName = (c: CategoryField) => (c && !Array.isArray(c) ? c.name : '');

/** A link card, or a veiled, inert placeholder when the item has no address (screens catalog §1.2). */
function CardShell({ to, children, label }: { to: string | null; children: ReactNode; label: string }) {
  if (to === null)
    return (
      <div className="mc-card mc-card--inert" aria-disabled="true" aria-label={label}>
        {children}
        <div className="mc-card__veil" />
      </div>
    );
  return (
    <Link className="mc-card" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/**
 * True for cards on the first screen: their covers load at once and first (the largest of them is the page's LCP
 * element); every other cover loads lazily, when it nears the viewport.
 */
export const FirstScreenCovers = createContext(false);

function Cover({ src, alt, book }: { src: string; alt: string; book?: boolean }) {
  const first = useContext(FirstScreenCovers);
  return (
    <img
      className={book ? 'mc-card__cover mc-card__cover--book' : 'mc-card__cover'}
      src={src}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** The cover, the title and a meta row (`children`), with an optional `extra` under them. */
function TitledCard(props: {
  to: string | null;
  title: string;
  thumb: string;
  book?: boolean;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <CardShell to={props.to} label={props.title}>
      <Cover src={props.thumb} alt={props.title} book={props.book} />
      <div className="mc-card__body">
        <h3 className="mc-card__title">{props.title}</h3>
        <div className="mc-card__meta">{props.children}</div>
        {props.extra}
      </div>
    </CardShell>
  );
}

/** Recorded course card (screens catalog §2.2), shared by /courses and the home vod block. */
export function CourseCard({ course }: { course: CourseListItem | VodBlockItem }) {
  return (
    <TitledCard to={paths.courseDetail(course.id)} title={course.title} thumb={course.thumb}>
      <span>{categoryName(course.category)}</span>
      <Price tag={vodPrice(course)} />
    </TitledCard>
  );
}

export function LiveCard({ item }: { item: LiveBlockItem }) {
  return (
    <TitledCard to={item.id ? paths.liveDetail(item.id) : null} title={item.title} thumb={item.thumb}>
      <span>{categoryName(item.category)}</span>
      <Price tag={chargePrice(item)} />
    </TitledCard>
  );
}

export function BookCard({ item }: { item: BookBlockItem }) {
  return (
    <TitledCard to={item.id ? paths.bookDetail(item.id) : null} title={item.name} thumb={item.thumb} book>
      <span />
      <Price tag={chargePrice(item)} />
    </TitledCard>
  );
}

export function TopicCard({ item }: { item: TopicBlockItem }) {
  return (
    <TitledCard to={item.id ? paths.topicDetail(item.id) : null} title={item.title} thumb={item.thumb}>
      <span>{categoryName(item.category)}</span>
      <span>{item.view_times}人已阅读</span>
    </TitledCard>
  );
}

/** Learning path: '{steps}步骤 | {courses}课程' (steps_count when the server sends it; the reference repeats courses_count). */
export function PathCard({ item }: { item: PathBlockItem }) {
  return (
    <TitledCard
      to={item.id ? paths.learnPathDetail(item.id) : null}
      title={item.name}
      thumb={item.thumb}
      extra={item.desc ? <p className="mc-card__desc">{item.desc}</p> : null}
    >
      <span>
        {item.steps_count ?? item.courses_count}步骤 | {item.courses_count}课程
      </span>
      <Price tag={chargePrice(item)} />
    </TitledCard>
  );
}

function PromoCard(props: {
  type: PromoGoodsType | '';
  targetId: number;
  title: string;
  thumb: string;
  charge: number;
  original: number;
  over: boolean;
  children: ReactNode;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  // Where the item leads, by its goods_type (screens catalog §1.2).
  const to = resourcePage(props.type, props.targetId);
  const body = (
    <>
      <Cover src={props.thumb} alt={props.title} book={props.type === 'book'} />
      <div className="mc-card__body">
        <h3 className="mc-card__title">{props.title}</h3>
        <div className="mc-promo__row">
          <Price tag={{ kind: 'charge', charge: props.charge }} />
          <span className="mc-original">原价：{props.original}</span>
        </div>
        {props.over ? (
          <div className="mc-promo__row">
            <span className="mc-promo__label mc-promo__label--over">已结束</span>
          </div>
        ) : (
          props.children
        )}
      </div>
    </>
  );
  if (to === null)
    return (
      <CardShell to={null} label={props.title}>
        {body}
      </CardShell>
    );
  return (
    <button
      type="button"
      className="mc-card"
      aria-label={props.title}
      onClick={() => (props.over ? void message.error('已结束') : void navigate(to))}
    >
      {body}
    </button>
  );
}

/** Share sold, in whole percent; 0 when num or over_num is 0 (screens catalog §1.2). */
export function soldPercent(num: number, overNum: number): number {
  if (!num || !overNum) return 0;
  return Math.round(((num - overNum) * 100) / num);
}

export function FlashSaleCard({ item }: { item: MsBlockItem }) {
  const over = item.is_over || item.over_num === 0;
  const pct = soldPercent(item.num, item.over_num);
  return (
    <PromoCard
      type={item.goods_type}
      targetId={item.goods_id}
      title={item.goods_title}
      thumb={item.goods_thumb}
      charge={item.charge}
      original={item.original_charge}
      over={over}
    >
      <div className="mc-promo__row">
        <span className="mc-promo__label">立即抢购</span>
        <span
          className="mc-progress"
          role="progressbar"
          aria-label="已抢购"
          aria-valuenow={pct}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ width: `${pct}%` }} />
        </span>
        <span>{pct}%</span>
      </div>
    </PromoCard>
  );
}

export function GroupBuyCard({ item }: { item: TgBlockItem }) {
  return (
    <PromoCard
      type={item.goods_type}
      targetId={item.other_id}
      title={item.goods_title}
      thumb={item.goods_thumb}
      charge={item.charge}
      original={item.original_charge}
      over={item.is_over}
    >
      <div className="mc-promo__row">
        <span className="mc-promo__label">立即抢购</span>
        <span>{item.people_num}人团</span>
      </div>
    </PromoCard>
  );
}
