import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import type { PathDetailReply } from '@meedu/contract';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { isBusinessError, LoadError } from '../../../components/LoadError.tsx';
import { PromoPanels, PurchaseButtons, usePromotions } from '../../../components/purchase/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { pathDetailQuery } from '../api/path-detail.ts';
import { PathSteps } from '../components/PathSteps.tsx';
import '../learn-path.css';

/** The info box and the buy area (screens catalog §15, commerce-exam §6); no VIP button on paths. */
function PathInfo({ detail }: { detail: PathDetailReply }) {
  const { data: path, is_buy: isBuy } = detail;
  const free = path.charge === 0;
  const promo = usePromotions('learnPath', path.id, !free && !isBuy);
  return (
    <>
      <section className="mc-info lp-info">
        <img
          className="mc-info__cover"
          src={path.thumb}
          alt={path.name}
          fetchPriority="high"
          decoding="async"
        />
        <div className="mc-info__main">
          <div className="mc-info__title">
            <h1>{path.name}</h1>
          </div>
          {path.desc ? <p className="mc-info__desc">{path.desc}</p> : null}
          <div className="mc-info__buy">
            {isBuy ? (
              <span className="mc-buy__label mc-buy__label--ok">已购买</span>
            ) : free ? (
              <span className="mc-buy__label mc-buy__label--ok">本路径免费</span>
            ) : (
              <div className="lp-buy">
                <PurchaseButtons
                  kind="learnPath"
                  product={{ id: path.id, charge: path.charge, name: path.name, thumb: path.thumb }}
                  promo={promo}
                  buyLabel={`购买套餐￥${path.charge}（共${path.courses_count}课程）`}
                  vipFree={false}
                />
                {promo.joinedGroupId === null ? (
                  <span className="lp-buy__original">原价:￥{path.original_charge}</span>
                ) : null}
              </div>
            )}
          </div>
        </div>
      </section>
      {!free && !isBuy ? <PromoPanels promo={promo} /> : null}
    </>
  );
}

/** `/learnPath/detail/:id` (screens catalog §15): the path, its buy area and its steps with progress. */
export default function LearnPathDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const isLogin = useSession((s) => s.isLogin);
  const detail = useQuery({ ...pathDetailQuery(id, isLogin), enabled: valid });
  useDocumentTitle(detail.data?.data.name);

  if (!valid || (detail.isError && isBusinessError(detail.error)))
    return (
      <div className="mc-page">
        <Empty description="学习路径不存在" />
      </div>
    );
  if (!detail.data && detail.isError)
    return (
      <div className="mc-page">
        <LoadError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      </div>
    );
  if (!detail.data)
    return (
      <div className="mc-page" aria-busy="true">
        <div className="mc-info">
          <Skeleton.Node active style={{ width: 320, height: 240 }} />
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </div>
    );

  const d = detail.data;
  return (
    <div className="mc-page">
      <Breadcrumb
        className="mc-breadcrumb"
        items={[
          { title: <Link to={paths.home()}>首页</Link> },
          { title: <Link to={paths.learnPaths()}>学习路径</Link> },
          { title: d.data.name },
        ]}
      />
      <PathInfo detail={d} />
      {d.steps.length === 0 ? <Empty /> : <PathSteps steps={d.steps} />}
    </div>
  );
}
