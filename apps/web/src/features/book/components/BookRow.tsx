import { Link } from 'react-router';
import { chargePrice, Price } from '../../../components/course-card/index.ts';
import { paths } from '../../../config/paths.ts';

interface Props {
  book: { id: number; name: string; thumb: string; short_desc?: string; charge: number };
  /** 推荐阅读's small row: cover, name and price only. */
  small?: boolean;
}

/** A book of the list and of 推荐阅读 (screens catalog §9): cover, name, summary, price. */
export function BookRow({ book, small = false }: Props) {
  return (
    <Link className={small ? 'bk-rec' : 'bk-row'} to={paths.bookDetail(book.id)}>
      <img
        className={small ? undefined : 'bk-row__cover'}
        src={book.thumb}
        alt={book.name}
        loading="lazy"
        decoding="async"
      />
      {small ? (
        <div>
          <span>{book.name}</span>
          <Price tag={chargePrice(book)} />
        </div>
      ) : (
        <div className="bk-row__body">
          <h3>{book.name}</h3>
          <p>{book.short_desc}</p>
          <Price tag={chargePrice(book)} />
        </div>
      )}
    </Link>
  );
}
