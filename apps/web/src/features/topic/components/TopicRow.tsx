import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

interface Props {
  topic: { id: number; title: string; thumb: string; view_times: number; category: { name: string } };
  small?: boolean;
}

/** A topic card of the list and of 推荐阅读 (screens catalog §12): thumb, title, category, '{n}次阅读'. */
export function TopicRow({ topic, small = false }: Props) {
  return (
    <Link className={small ? 'tp-row tp-row--small' : 'tp-row'} to={paths.topicDetail(topic.id)}>
      <img className="tp-row__thumb" src={topic.thumb} alt={topic.title} loading="lazy" decoding="async" />
      <div className="tp-row__body">
        <h3>{topic.title}</h3>
        <p>
          {topic.category.name ? <span>{topic.category.name}</span> : null}
          <span>{topic.view_times}次阅读</span>
        </p>
      </div>
    </Link>
  );
}
