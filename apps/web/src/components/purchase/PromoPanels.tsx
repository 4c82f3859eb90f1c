import { useNavigate } from 'react-router';
import type { TgGroup } from '@meedu/contract';
import { paths } from '../../config/paths.ts';
import { groupBuyOrderQuery } from '../../lib/order-query.ts';
import { Avatar, AvatarGroup } from '../Avatar.tsx';
import { PlainButton } from '../PlainButton.tsx';
import { useRequireLogin } from '../require-login/use-require-login.ts';
import { Countdown } from './Countdown.tsx';
import type { Promotions } from './use-promotions.ts';
import './purchase.css';
import { useFeedback } from '../feedback/feedback.ts';

/** Avatars of a forming group, padded with placeholders up to people_num (commerce-exam §6.3). */
function groupAvatars(g: TgGroup, peopleNum: number): (string | null)[] {
  const list: (string | null)[] = [];
  if (g.create_user_id === 0) list.push(g.create_user_avatar || null);
  for (const u of g.users) list.push(u.avatar || null);
  while (list.length < peopleNum) list.push(null);
  return list;
}

/** Flash-sale and group-buy panels under the info box of a not-bought item (screens catalog §0.6). */
export function PromoPanels({ promo }: { promo: Promotions }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { ms, tg, groups, joinedGroupId } = promo;

  const invite = async () => {
    if (!requireLogin()) return;
    try {
      await navigator.clipboard.writeText(window.location.href);
      void message.success('链接已复制，可分享邀请好友参团');
    } catch {
      void message.error('复制失败，请手动复制地址栏链接');
    }
  };

  if (ms)
    return (
      <section className="mc-promo-panel" aria-label="秒杀活动">
        <div className="mc-promo-panel__head">
          <span className="mc-promo-panel__original">原价￥{ms.original_charge}</span>
          <span>
            限时秒杀价:<strong className="mc-promo-panel__price">￥{ms.charge}</strong>
          </span>
        </div>
        {ms.is_over ? <div className="mc-promo-panel__over">已售罄</div> : null}
        {ms.is_start && !ms.is_over ? (
          <div className="mc-promo-panel__line">
            <span>
              距秒杀结束剩余
              <Countdown key={ms.expired_seconds} seconds={ms.expired_seconds} />
            </span>
            <span className="mc-promo-panel__divider" />
            <span>库存剩余{ms.over_num}件</span>
          </div>
        ) : null}
      </section>
    );

  if (!tg) return null;
  return (
    <section className="mc-promo-panel" aria-label="拼团活动">
      <div className="mc-promo-panel__head">
        <span className="mc-promo-panel__original">原价￥{tg.original_charge}</span>
        <span className="mc-promo-panel__tip">若拼团失败退款将原路返回，请耐心等待</span>
      </div>
      <div className="mc-promo-panel__line">
        <span>
          限时拼团价￥<strong className="mc-promo-panel__price">{tg.charge}</strong>
        </span>
        <span>
          {tg.people_num}人团 距活动结束剩余
          <Countdown key={tg.ended_count_down} seconds={tg.ended_count_down} />
        </span>
      </div>
      {groups.map((g) => (
        <div className="mc-group" key={g.id} data-testid={`tg-group-${g.id}`}>
          <AvatarGroup>
            {groupAvatars(g, tg.people_num).map((src, i) => (
              // A group's seats are fixed; a seat's position is its identity.
              <Avatar key={i} src={src} />
            ))}
          </AvatarGroup>
          <span className="mc-group__text">
            差{g.over_people_num}人拼成 剩余
            <Countdown key={g.count_down} seconds={g.count_down} />
          </span>
          {joinedGroupId === g.id ? (
            <PlainButton variant="primary" danger onClick={() => void invite()}>
              拼团中，邀请好友参团
            </PlainButton>
          ) : joinedGroupId !== null ? (
            <PlainButton disabled>加入拼团</PlainButton>
          ) : (
            <PlainButton
              variant="primary"
              danger
              onClick={() => requireLogin() && void navigate(paths.order(groupBuyOrderQuery(tg, g.id)))}
            >
              加入拼团
            </PlainButton>
          )}
        </div>
      ))}
    </section>
  );
}
