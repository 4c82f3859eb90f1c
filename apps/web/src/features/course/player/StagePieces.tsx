import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CourseDetail, VideoItem } from '@meedu/contract';
import { deadlineIn, useCountdown } from '../../../components/countdown/use-countdown.ts';
import { paths } from '../../../config/paths.ts';
import { runtimeConfig } from '../../../config/runtime.ts';
import { formatDuration } from '../../../lib/duration.ts';
import { useFeatures } from '../../../stores/features.ts';
import { courseOrderPath } from './video-rules.ts';

/** The message box over the player area: a reason and what the member can do about it. */
export function StageBox({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="video-stage-box" data-testid={testId} role="status">
      {children}
    </div>
  );
}

/**
 * '订阅课程 ￥{charge}' (with the space, screens catalog §4.2) when the course is paid and this video is not
 * watchable, and '会员免费看' when VIP is on and the course does not exclude VIP (VIP unlocks every VOD course on
 * the server unless the course says otherwise).
 */
export function BuyActions({ course, canWatch }: { course: CourseDetail; canWatch: boolean }) {
  const navigate = useNavigate();
  const vipOn = useFeatures((s) => s.features.vip) && !runtimeConfig().vipDisabled;
  if (canWatch) return null;
  const vipFlag = course.vip_can_view ?? course.is_vip_free ?? 1;
  const showBuy = course.charge > 0;
  const showVip = vipOn && vipFlag === 1;
  if (!showBuy && !showVip) return null;
  return (
    <Space className="video-stage-actions">
      {showBuy ? (
        <Button type="primary" onClick={() => navigate(courseOrderPath(course))}>
          {`订阅课程 ￥${course.charge}`}
        </Button>
      ) : null}
      {showVip ? <Button onClick={() => navigate(paths.vip())}>会员免费看</Button> : null}
    </Space>
  );
}

export const NEXT_COUNTDOWN_SECONDS = 10;

/**
 * The end of a watchable video that has a next one: '{n}秒后开始自动播放下一节' counting down from 10, then
 * `onGo`. '播放下一节课程' goes at once; '取消自动播放' stops the countdown (the reference offered no way out).
 */
export function NextCountdown({ next, onGo }: { next: VideoItem; onGo(id: number): void }) {
  const [goAt] = useState(() => deadlineIn(NEXT_COUNTDOWN_SECONDS));
  const [cancelled, setCancelled] = useState(false);
  const left = useCountdown(cancelled ? null : goAt, () => onGo(next.id));
  return (
    <>
      <p className="video-stage-next-title">下一节：{next.title}</p>
      <Space>
        <Button type="primary" onClick={() => onGo(next.id)}>
          播放下一节课程
        </Button>
        {cancelled ? null : <Button onClick={() => setCancelled(true)}>取消自动播放</Button>}
      </Space>
      {cancelled ? null : <p className="video-stage-countdown">{`${left}秒后开始自动播放下一节`}</p>}
    </>
  );
}

/** '上次看到 mm:ss 跳转' for five seconds (screens catalog §4.3); no automatic seek. */
export function ResumeBox({ at, onJump }: { at: number; onJump(): void }) {
  return (
    <div className="video-resume" data-testid="video-resume">
      <span>上次看到 {formatDuration(at)}</span>
      <Button type="link" size="small" onClick={onJump} autoInsertSpace={false}>
        继续观看
      </Button>
    </div>
  );
}

/** The trial banner over the video (screens catalog §4.3). */
export function TrialBanner({ course }: { course: CourseDetail }) {
  const navigate = useNavigate();
  return (
    <div className="video-trial-banner" data-testid="video-trial-banner">
      <span>您正在观看试看内容，观看完整内容请订阅</span>
      <Button type="link" size="small" onClick={() => navigate(courseOrderPath(course))}>
        订阅课程
      </Button>
    </div>
  );
}
