import type { PathListItem } from '@meedu/contract';
import { Link } from 'react-router';
import { Price, chargePrice } from '../../../components/course-card/index.ts';
import { paths } from '../../../config/paths.ts';

/** A path on `/learnPath` (screens catalog §14): cover, name, '包含{courses_count}门课程' and the price. */
export function PathListCard({ path }: { path: PathListItem }) {
  return (
    <Link className="mc-card" to={paths.learnPathDetail(path.id)} aria-label={path.name}>
      <img className="mc-card__cover" src={path.thumb} alt={path.name} loading="lazy" decoding="async" />
      <div className="mc-card__body">
        <h3 className="mc-card__title">{path.name}</h3>
        <div className="mc-card__meta">
          <span>包含{path.courses_count}门课程</span>
          <Price tag={chargePrice(path)} />
        </div>
      </div>
    </Link>
  );
}
