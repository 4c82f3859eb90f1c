import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { CourseDetailReply } from '@meedu/contract';
import { PromoPanels, PurchaseButtons, usePromotions } from '../../../components/purchase/index.ts';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useToggleLikeMutation } from '../api/course-like.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** A course costs nothing when is_free is 1, or (data the reference could not show) when its charge is 0. */
export const isFreeCourse = (c: { is_free: number; charge: number }) => c.is_free === 1 || c.charge <= 0;

/** The info box (screens catalog §3.1): cover, title, collect toggle, summary and the buy area. */
export function CourseInfo({ detail, isLogin }: { detail: CourseDetailReply; isLogin: boolean }) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  const { course, isBuy, isCollect } = detail;
  const free = isFreeCourse(course);
  const promo = usePromotions('course', course.id, !free && !isBuy);
  const like = useToggleLikeMutation(course.id, isLogin);

  const collect = () => {
    if (!requireLogin() || like.isPending) return;
    like.mutate(undefined, { onSuccess: (on) => void message.success(on ? '已收藏' : '取消收藏') });
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
              onClick={collect}
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
                kind="course"
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
