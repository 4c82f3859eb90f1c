import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { CourseDetailReply } from '@meedu/contract';
import { PromoPanels, PurchaseButtons, usePromotions } from '../../../components/purchase/index.ts';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { toggleCourseLike } from '../api/course-like.ts';
import { courseDetailQuery } from '../api/course-detail.ts';

/** A course costs nothing when is_free is 1, or (data the reference could not show) when its charge is 0. */
export const isFreeCourse = (c: { is_free: number; charge: number }) => c.is_free === 1 || c.charge <= 0;

/** The info box (screens catalog §3.1): cover, title, collect toggle, summary and the buy area. */
export function CourseInfo({ detail, isLogin }: { detail: CourseDetailReply; isLogin: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const { course, isBuy, isCollect } = detail;
  const free = isFreeCourse(course);
  const promo = usePromotions('course', course.id, !free && !isBuy);
  const [collecting, setCollecting] = useState(false);

  const collect = async () => {
    if (!requireLogin() || collecting) return;
    setCollecting(true);
    try {
      const now = await toggleCourseLike(course.id);
      // The server says where the toggle landed (the reference flipped its own state blindly).
      const on = Number(now) === 1;
      queryClient.setQueryData(courseDetailQuery(course.id, isLogin).queryKey, (old) =>
        old ? { ...old, isCollect: on } : old,
      );
      void message.success(on ? '已收藏' : '取消收藏');
    } catch {
      // toasted by the client
    } finally {
      setCollecting(false);
    }
  };

  return (
    <>
      <section className="mc-info">
        <img
          className="mc-info__cover"
          src={course.thumb}
          alt={course.title}
          fetchPriority="high"
          decoding="async"
        />
        <div className="mc-info__main">
          <div className="mc-info__title">
            <h1>{course.title}</h1>
            <button
              type="button"
              className={isCollect ? 'mc-collect is-on' : 'mc-collect'}
              aria-pressed={isCollect}
              onClick={() => void collect()}
            >
              {isCollect ? <StarFilled /> : <StarOutlined />}
              {isCollect ? '已收藏' : '收藏'}
            </button>
          </div>
          {course.short_description ? <p className="mc-info__desc">{course.short_description}</p> : null}
          <div className="mc-info__buy">
            {free ? (
              <span className="mc-buy__label mc-buy__label--ok">本课程免费</span>
            ) : isBuy ? (
              <span className="mc-buy__label mc-buy__label--ok">课程已购买</span>
            ) : (
              <PurchaseButtons
                kind="vod"
                product={{ id: course.id, charge: course.charge, name: course.title, thumb: course.thumb }}
                promo={promo}
                buyLabel={`订阅课程￥${course.charge}`}
                vipFree={course.vip_can_view === 1 || course.is_vip_free === 1}
              />
            )}
          </div>
        </div>
      </section>
      {!free && !isBuy ? <PromoPanels promo={promo} /> : null}
    </>
  );
}
