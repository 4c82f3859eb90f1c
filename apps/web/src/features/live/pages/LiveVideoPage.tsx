import { LeftOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIVE_STATUS_TEXT, type LivePlayReply } from '@meedu/contract';
import { DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { useCountdown } from '../../../components/countdown/use-countdown.ts';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { formatCountdown } from '../../../lib/countdown.ts';
import { useMember } from '../../../stores/session-actions.ts';
import { token } from '../../../lib/storage.ts';
import { livePlayQuery } from '../api/live-play.ts';
import { useSignInMutation } from '../api/live-room.ts';
import { reportProgress } from '../../../api/progress-reporter.ts';
import { ChatInput } from '../components/ChatInput.tsx';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { Courseware } from '../components/Courseware.tsx';
import { LivePlayer } from '../components/LivePlayer.tsx';
import { minuteOf } from '../components/LiveSchedule.tsx';
import { dbTimeMs, useLiveRoom } from '../components/use-live-room.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../live.css';

const SignInDialog = lazy(() => import('../components/SignInDialog.tsx'));

/**
 * How often a room waiting for the stream asks again. The chat has no frame for a lesson going live (a teacher
 * starts by pushing to the ingest), so without it a learner would wait on 点击刷新 forever.
 */
export const WAITING_REFRESH_MS = 15_000;

/** Calls `refresh` every WAITING_REFRESH_MS while `waiting`. */
function useRefreshWhile(waiting: boolean, refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => latest.current(), WAITING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);
}

/**
 * Until the lesson starts: '直播倒计时：{d}天{hh}小时{mm}分{ss}秒' (screens catalog §8.2), then a refresh link, and
 * the room asks again by itself until the stream arrives.
 */
function Countdown({ to, onRefresh }: { to: string; onRefresh(): void }) {
  const seconds = useCountdown(dbTimeMs(to));
  useRefreshWhile(seconds <= 0, onRefresh);
  if (seconds > 0)
    return (
      <p className="ml-stage__text">
        直播倒计时：{formatCountdown(seconds, { from: 'day', hourUnit: '小时' })}
      </p>
    );
  return (
    <p className="ml-stage__text">
      待讲师开播，
      <button type="button" className="ml-link" onClick={onRefresh}>
        点击刷新
      </button>
    </p>
  );
}

const TABS = [
  { key: 1, label: '聊天' },
  { key: 2, label: '课件' },
] as const;

/** The room once play info is in: stage, chat, courseware, roll call (in the frame's `ml-room` box). */
function Room({ play, onRefresh }: { play: LivePlayReply; onRefresh(): void }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const member = useMember();
  const { course, video } = play;
  const room = useLiveRoom(play, token.get(), member?.id);
  const [tab, setTab] = useState<1 | 2>(1);
  const [replaying, setReplaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const sign = useSignInMutation(course.id, video.id);
  // Seconds actually watched live (what liveWatchRecord takes), and the last values sent.
  const watched = useRef({ live: 0, lastTime: -1, sentLive: 0, sentReplay: 0 });
  useDocumentTitle(video.title);

  const back = () => {
    setReplaying(false);
    setFailed(true);
    window.setTimeout(() => void navigate(paths.liveDetail(course.id, 3), { replace: true }), 500);
  };

  const onLiveTime = (t: number) => {
    const w = watched.current;
    const delta = t - w.lastTime;
    if (w.lastTime >= 0 && delta > 0 && delta <= 2) w.live += delta;
    w.lastTime = t;
    if (w.live - w.sentLive >= 10) {
      w.sentLive = w.live;
      reportProgress({ kind: 'live', courseId: course.id, id: video.id, seconds: w.live });
    }
  };
  const onReplayTime = (t: number) => {
    const w = watched.current;
    if (t > 0 && t - w.sentReplay >= 10) {
      w.sentReplay = t;
      reportProgress({ kind: 'replay', courseId: course.id, id: video.id, seconds: t });
    }
  };
  const onReplayEnded = (t: number) => {
    const w = watched.current;
    if (t > 0 && t !== w.sentReplay) {
      w.sentReplay = t;
      reportProgress({ kind: 'replay', courseId: course.id, id: video.id, seconds: t });
    }
  };

  // A player error while live (the teacher's encoder dropped): the stream is tried again, by hand or every 15 s.
  const retryStream = () => {
    setFailed(false);
    onRefresh();
  };
  useRefreshWhile(failed && video.status === 1, retryStream);

  const replayUrls = Array.isArray(play.play_url) ? play.play_url : [];
  const muted = room.roomBan || room.userBan;
  const banner = room.roomBan ? '全员已禁言' : room.userBan ? '您已被禁言' : null;

  let stage;
  if (failed && video.status === 1)
    stage = (
      <p className="ml-stage__text">
        讲师暂时离开直播间，稍后请刷新！
        <button type="button" className="ml-link" onClick={retryStream}>
          点击刷新
        </button>
      </p>
    );
  else if (video.status === 0) stage = <Countdown to={video.published_at} onRefresh={onRefresh} />;
  else if (video.status === 1 && typeof play.play_url === 'string' && play.play_url)
    stage = (
      <LivePlayer
        url={play.play_url}
        live
        poster={course.poster}
        onTime={onLiveTime}
        onEnded={() => undefined}
        onError={() => setFailed(true)}
      />
    );
  else if (video.status === 2 && play.record_exists === 1 && replaying && replayUrls[0])
    stage = (
      <LivePlayer
        url={replayUrls[0].url}
        live={false}
        poster={course.poster}
        onTime={onReplayTime}
        onEnded={onReplayEnded}
        onError={() => void message.error('回放加载失败，请刷新重试')}
      />
    );
  else if (video.status === 2 && play.record_exists === 1)
    stage =
      replayUrls.length > 0 ? (
        <p className="ml-stage__text">
          直播已结束，
          <button type="button" className="ml-link" onClick={() => setReplaying(true)}>
            点击回看
          </button>
        </p>
      ) : (
        <p className="ml-stage__text">直播已结束</p>
      );
  else stage = null;

  return (
    <>
      <header className="ml-room__top">
        <button type="button" className="ml-room__back" onClick={back} aria-label="返回">
          <LeftOutlined />
          <span>{video.title}</span>
        </button>
      </header>
      <div className="ml-room__body">
        <main className="ml-room__main">
          <div className="ml-room__title">
            <h1>{video.title}</h1>
            <span className={`ml-room__status ml-room__status--${video.status}`}>
              {video.status === 0
                ? `开播时间 ${minuteOf(video.published_at)}`
                : LIVE_STATUS_TEXT[video.status]}
            </span>
          </div>
          <div
            className="ml-stage"
            style={course.poster ? { backgroundImage: `url(${JSON.stringify(course.poster)})` } : undefined}
          >
            {stage}
          </div>
          {tab === 1 && video.status !== 2 ? (
            <ChatInput
              courseId={course.id}
              videoId={video.id}
              muted={muted}
              position={() => watched.current.live}
            />
          ) : null}
        </main>
        <aside className="ml-room__side">
          <TabBar items={[...TABS]} active={tab} onChange={(t) => setTab(t)} panelIdPrefix="live-room" />
          <div role="tabpanel" id={`live-room-${tab}`} className="ml-room__panel">
            {tab === 1 ? (
              <ChatPanel
                lines={room.lines}
                hasMore={room.hasMore}
                loadingMore={room.loadingMore}
                onLoadMore={() => void room.loadMore()}
                banner={banner}
                myNick={member?.nick_name}
              />
            ) : (
              <Courseware courseId={course.id} videoId={video.id} ended={video.status === 2} />
            )}
          </div>
        </aside>
      </div>
      {room.signRecord && video.status === 1 ? (
        <Suspense fallback={null}>
          <SignInDialog
            record={room.signRecord}
            signing={sign.isPending}
            onClose={() => room.setSignRecord(null)}
            onSign={() => {
              const id = room.signRecord?.id;
              if (id === undefined) return;
              sign.mutate(id, {
                onSuccess: () => {
                  void message.success('签到成功');
                  room.setSignRecord(null);
                },
              });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** `/live/video/:videoId` (screens catalog §8; the id is the lesson's), bare layout, members only. */
export default function LiveVideoPage() {
  const { valid, query: play } = useRouteItem('videoId', livePlayQuery);
  return (
    <DetailFrame
      query={play}
      valid={valid}
      missing={play.error?.message ?? '直播不存在'}
      className="ml-room"
      stateClassName="ml-room ml-room--empty"
    >
      {(data) => (
        // A fresh room (player, socket, chat) when the lesson changes state: a refresh after the start shows the
        // stream.
        <Room
          key={`${data.video.id}-${data.video.status}`}
          play={data}
          onRefresh={() => void play.refetch()}
        />
      )}
    </DetailFrame>
  );
}
