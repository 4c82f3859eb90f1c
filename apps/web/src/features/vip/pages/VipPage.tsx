import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { runtimeConfig } from '../../../config/runtime.ts';
import { roleOrderQuery } from '../../../lib/order-query.ts';
import { useFeatures } from '../../../stores/features.ts';
import { rolesQuery } from '../api/roles.ts';
import '../vip.css';

/** `/vip` (screens catalog §17, commerce-exam §2): one card per role; '购买' goes to the role checkout. */
export default function VipPage() {
  useDocumentTitle('会员中心');
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const vipOn = useFeatures((s) => s.features.vip) && !runtimeConfig().vipDisabled;
  const roles = useQuery({ ...rolesQuery, enabled: vipOn });

  if (!vipOn)
    return (
      <div className="mc-vip">
        <Empty description="会员功能暂未开放" />
      </div>
    );

  return (
    <div className="mc-vip">
      <h1 className="mc-vip__heading">
        <CrownFilled />
        请选择会员套餐
      </h1>
      {roles.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : roles.isError && !roles.data ? (
        <LoadError error={roles.error} onRetry={() => roles.refetch()} retrying={roles.isFetching} />
      ) : (
        <div className="mc-vip__grid">
          {(roles.data ?? []).map((role) => (
            <section className="mc-vip__card" key={role.id} aria-label={role.name}>
              <h2 className="mc-vip__name">{role.name}</h2>
              <div className="mc-vip__price">
                <small>￥</small>
                {role.charge}
                <small>/{role.expire_days}天</small>
              </div>
              {role.desc_rows.map((row, i) => (
                <p className="mc-vip__desc" key={i}>
                  {row}
                </p>
              ))}
              <Button
                type="primary"
                size="large"
                block
                onClick={() => requireLogin() && void navigate(paths.order(roleOrderQuery(role)))}
              >
                购买
              </Button>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
