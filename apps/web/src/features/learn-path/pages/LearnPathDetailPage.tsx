import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { Empty } from '../../../components/Empty.tsx';
import { ProductInfo, ProductInfoSkeleton } from '../../../components/product-info/ProductInfo.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { pathDetailQuery } from '../api/path-detail.ts';
import { PathSteps } from '../components/PathSteps.tsx';
import '../learn-path.css';

/**
 * `/learnPath/detail/:id` (screens catalog §15, commerce-exam §6): the path, its buy area (no VIP button on
 * paths) and its steps with progress.
 */
export default function LearnPathDetailPage() {
  const isLogin = useSession((s) => s.isLogin);
  const { valid, query: detail } = useRouteItem('id', (id) => pathDetailQuery(id, isLogin));

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing="学习路径不存在"
      skeleton={<ProductInfoSkeleton />}
      title={detail.data?.data.name}
      breadcrumb={(d) => [crumb('首页', paths.home()), crumb('学习路径', paths.learnPaths()), d.data.name]}
      className="mc-page"
    >
      {({ data: path, is_buy: isBuy, steps }) => (
        <>
          <ProductInfo
            type="learnPath"
            product={{ id: path.id, charge: path.charge, name: path.name, thumb: path.thumb }}
            summary={path.desc}
            owned={isBuy ? '已购买' : path.charge === 0 ? '本路径免费' : null}
            buyLabel={`购买套餐￥${path.charge}（共${path.courses_count}课程）`}
            vipFree={false}
            originalCharge={path.original_charge}
          />
          {steps.length === 0 ? <Empty /> : <PathSteps steps={steps} />}
        </>
      )}
    </DetailFrame>
  );
}
