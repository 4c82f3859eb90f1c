import { FileTextOutlined, FlagOutlined } from '@ant-design/icons';
import type { PathStep, PathStepItem } from '@meedu/contract';
import { useNavigate } from 'react-router';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import '../../../components/course-card/cards.css';
import { pathStepPage } from '../../../lib/resource-links.ts';

const isPaper = (t: PathStepItem['type']) =>
  t === 'paper_paper' || t === 'paper_practice' || t === 'paper_mock';

function Thumb({ item }: { item: PathStepItem }) {
  if (isPaper(item.type))
    return (
      <span className="lp-item__thumb lp-item__thumb--paper" aria-hidden="true">
        <FileTextOutlined />
      </span>
    );
  return (
    <img
      className={item.type === 'book' ? 'lp-item__thumb lp-item__thumb--book' : 'lp-item__thumb'}
      src={item.thumb}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

function Item({ item }: { item: PathStepItem }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const progress = item.progress;
  // The target page decides access.
  const to = pathStepPage(item.type, item.other_id);
  return (
    <li>
      <button
        type="button"
        className="lp-item"
        aria-label={item.name}
        onClick={() => requireLogin() && to !== null && void navigate(to)}
      >
        <Thumb item={item} />
        <span className="lp-item__main">
          <span className="lp-item__name">{item.name}</span>
          <span className="lp-item__meta">
            <span className="lp-item__type">{item.type_text}</span>
            {item.charge === 0 ? (
              <span className="mc-price--free">免费</span>
            ) : (
              <span className="lp-item__charge">原价:￥{item.charge}</span>
            )}
          </span>
          {progress === undefined ? null : (
            <span className="lp-item__progress">
              <span
                className="lp-item__bar"
                role="progressbar"
                aria-label={`${item.name}学习进度`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
              >
                <span style={{ width: `${progress}%` }} />
              </span>
              <span>{progress >= 100 ? '已学完' : progress > 0 ? `已学${progress}%` : '未开始'}</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** The steps as a vertical timeline (screens catalog §15): name, description and the step's items. */
export function PathSteps({ steps }: { steps: PathStep[] }) {
  return (
    <ol className="lp-steps" aria-label="学习步骤">
      {steps.map((s) => (
        <li key={s.id} className="lp-step">
          <span className="lp-step__icon" aria-hidden="true">
            <FlagOutlined />
          </span>
          <div className="lp-step__body">
            <h2 className="lp-step__name">{s.name}</h2>
            {s.desc ? <p className="lp-step__desc">{s.desc}</p> : null}
            <ul className="lp-items" aria-label={s.name}>
              {s.courses.map((i) => (
                <Item key={i.id} item={i} />
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
