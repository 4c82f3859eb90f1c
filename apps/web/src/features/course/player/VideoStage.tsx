import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../../api/client.ts';
import {
  flushProgress,
  prepareProgressBeacon,
  queuedProgress,
  reportProgress,
} from '../../../api/progress-reporter.ts';
import { mapGet } from '../../../lib/php-map.ts';
import { StorageKeys, storage } from '../../../lib/storage.ts';
import type { VideoDetailReply } from '@meedu/contract';
import { playInfoQuery } from '../api/video-playinfo.ts';
import { usePreloadPlayerEngine } from './engine-context.ts';
import { Marquee, type MarqueeProps } from './Marquee.tsx';
import { PlayerView } from './PlayerView.tsx';
import { CaptionLine } from './captions/CaptionLine.tsx';
import { CaptionsControl } from './captions/CaptionsControl.tsx';
import { TranscriptPanel } from './captions/TranscriptPanel.tsx';
import { useCaptions } from './captions/use-captions.ts';
import { BuyActions, NextCountdown, ResumeBox, StageBox, TrialBanner } from './StagePieces.tsx';
import type { PlayerError, PlayerHandle } from './types.ts';
import { iframeSrc, nextVideo, qualityLabel, resumeSeconds } from './video-rules.ts';

/** A record goes out once the position is this many seconds past the last one sent (screens catalog §4.4). */
export const RECORD_EVERY_SECONDS = 10;
/** How long the resume box stays (screens catalog §4.3). */
export const RESUME_BOX_MS = 5000;

export interface VideoStageProps {
  detail: VideoDetailReply;
  /** `config.player.cover`: the player area's background and the poster. */
  cover?: string;
  /** The member's watermark, when enabled, for a server whose play grant fills none (MeEdu's). */
  marquee: MarqueeProps | null;
  /** Replace-navigates to another video of the course. */
  onGoVideo(id: number): void;
  /** Told about the live player (the snapshot widget reads the position from it). */
  onPlayer?(handle: PlayerHandle | null): void;
  /** Where the transcript panel (字幕文稿) goes, beside the video, when the video has captions. */
  transcriptHost?: HTMLElement | null;
}

type Ended = 'trial' | 'done';

/**
 * The player area of /courses/video/:id with every state of screens catalog §4.2: not bought, loading, no address,
 * errors (with retry), playing (trial banner, marquee, resume box, progress records), trial over, the next-video
 * countdown, the last video, and "another tab took over". Mount it with `key={videoId}` so each video starts fresh.
 */
export function VideoStage({ detail, cover, marquee, onGoVideo, onPlayer, transcriptHost }: VideoStageProps) {
  const { video, course, is_watch: canWatch } = detail;
  const trial = !canWatch && video.free_seconds > 0;
  const playable = canWatch || trial;
  const playInfo = useQuery({ ...playInfoQuery(video.id, trial), enabled: playable });
  const captions = useCaptions(playInfo.data?.captions);
  usePreloadPlayerEngine();

  const [ended, setEnded] = useState<Ended | null>(null);
  const [playerError, setPlayerError] = useState<PlayerError | null>(null);
  const [superseded, setSuperseded] = useState(false);
  const [handle, setHandle] = useState<PlayerHandle | null>(null);
  const [resumeVisible, setResumeVisible] = useState(false);
  const lastRecorded = useRef(0);
  // The furthest point known: the server's (any device's) or one this browser has not sent yet.
  const [resumeAt] = useState(() =>
    resumeSeconds(
      mapGet(detail.video_watched_progress, video.id),
      video,
      trial,
      queuedProgress('video', video.id),
    ),
  );

  // Positions left from an earlier visit go out now; the beacon token is fetched while the page can wait for it.
  useEffect(() => {
    if (!playable) return;
    void flushProgress();
    void prepareProgressBeacon();
  }, [playable]);

  // The resume box disappears after five seconds.
  useEffect(() => {
    if (!resumeVisible) return;
    const timer = window.setTimeout(() => setResumeVisible(false), RESUME_BOX_MS);
    return () => window.clearTimeout(timer);
  }, [resumeVisible]);

  // One active player per browser: another tab starting a different video stops this one (screens catalog §4.3).
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === StorageKeys.playId && e.newValue && e.newValue !== String(video.id)) setSuperseded(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [video.id]);

  /**
   * Queues the position (whole seconds) durably and sends it; never 0, never the same value twice in a row. A
   * position the network loses is sent again later (api/progress-reporter.ts), never dropped.
   */
  const record = (seconds: number) => {
    const p = Math.floor(seconds);
    if (!(p > 0) || p === lastRecorded.current) return;
    lastRecorded.current = p;
    reportProgress({ kind: 'video', id: video.id, seconds: p });
  };

  const onReady = (h: PlayerHandle) => {
    setHandle(h);
    onPlayer?.(h);
    storage.set(StorageKeys.playId, String(video.id));
    if (resumeAt !== null) setResumeVisible(true);
    let stopped = false;
    const finish = (how: Ended, at: number) => {
      if (stopped) return;
      stopped = true;
      record(at);
      setResumeVisible(false);
      setEnded(how);
    };
    h.on('timeupdate', (t) => {
      if (stopped) return;
      if (trial && t >= video.free_seconds) {
        h.pause();
        finish('trial', video.free_seconds);
        return;
      }
      if (Math.floor(t) - lastRecorded.current >= RECORD_EVERY_SECONDS) record(t);
    });
    h.on('pause', () => {
      if (!stopped) record(h.currentTime());
    });
    h.on('ended', () => finish(trial ? 'trial' : 'done', h.currentTime()));
  };

  const retry = () => {
    setPlayerError(null);
    setHandle(null);
    void playInfo.refetch();
  };

  const box = (() => {
    if (superseded) {
      return (
        <StageBox testId="video-superseded">
          <p>您已打开新视频，暂停本视频播放</p>
          <Button
            onClick={() => {
              storage.set(StorageKeys.playId, String(video.id));
              setSuperseded(false);
              setHandle(null);
            }}
          >
            在此继续播放
          </Button>
        </StageBox>
      );
    }
    if (!playable) {
      return (
        <StageBox testId="video-locked">
          <p>请购买课程后观看</p>
          <BuyActions course={course} canWatch={canWatch} />
        </StageBox>
      );
    }
    if (ended === 'trial') {
      return (
        <StageBox testId="video-trial-ended">
          <p>试看结束，购买课程观看所有视频</p>
          <BuyActions course={course} canWatch={canWatch} />
        </StageBox>
      );
    }
    if (ended === 'done') {
      const next = nextVideo(video, detail.chapters, detail.videos);
      return (
        <StageBox testId="video-ended">
          {next ? <NextCountdown next={next} onGo={onGoVideo} /> : <p>恭喜你学完最后一节</p>}
        </StageBox>
      );
    }
    if (playInfo.isPending || playInfo.isFetching) {
      return (
        <StageBox testId="video-loading">
          <Spin />
          <p>视频加载中…</p>
        </StageBox>
      );
    }
    if (playInfo.isError) {
      const err = playInfo.error;
      const business = err instanceof ApiError && err.kind === 'business';
      return (
        <StageBox testId="video-playinfo-error">
          <p>{err.message || '播放地址获取失败'}</p>
          {business ? (
            <BuyActions course={course} canWatch={canWatch} />
          ) : (
            <Button type="primary" onClick={retry} autoInsertSpace={false}>
              重试
            </Button>
          )}
        </StageBox>
      );
    }
    if (playerError) {
      return (
        <StageBox testId="video-player-error">
          <p>{playerError.message}</p>
          <Button type="primary" onClick={retry} autoInsertSpace={false}>
            重试
          </Button>
        </StageBox>
      );
    }
    return null;
  })();

  if (box) return <Frame cover={cover}>{box}</Frame>;

  const urls = playInfo.data?.urls ?? [];
  const first = urls[0];
  // Our server fills the watermark at the play grant (the member's code, a masked mobile) and records it.
  const granted = playInfo.data?.watermark;
  const mark: MarqueeProps | null = granted
    ? { text: granted.text, size: granted.size, color: granted.color, opacity: granted.opacity }
    : marquee;
  if (!first || !first.url) {
    return (
      <Frame cover={cover}>
        <StageBox testId="video-no-url">
          <p>无播放地址</p>
        </StageBox>
      </Frame>
    );
  }
  const embedded = iframeSrc(first.url);
  if (embedded !== undefined) {
    return (
      <Frame cover={cover}>
        {embedded ? (
          <iframe
            src={embedded}
            title={video.title}
            allowFullScreen
            style={{ width: '100%', height: 506, border: 0 }}
          />
        ) : (
          <StageBox testId="video-no-url">
            <p>无播放地址</p>
          </StageBox>
        )}
      </Frame>
    );
  }

  const withCaptions = captions.tracks.length > 0;
  return (
    <Frame cover={cover}>
      <PlayerView
        key={playInfo.dataUpdatedAt}
        controls={withCaptions ? <CaptionsControl captions={captions} /> : undefined}
        sources={urls.filter((u) => u.url).map((u, i) => ({ name: qualityLabel(u.name, i), url: u.url }))}
        poster={cover}
        banDrag={video.ban_drag === 1}
        onReady={onReady}
        onError={setPlayerError}
      >
        {mark ? <Marquee {...mark} /> : null}
        {trial ? <TrialBanner course={course} /> : null}
        {resumeVisible && resumeAt !== null && handle ? (
          <ResumeBox
            at={resumeAt}
            onJump={() => {
              handle.seek(resumeAt);
              setResumeVisible(false);
            }}
          />
        ) : null}
        {captions.on && handle ? <CaptionLine cues={captions.cues} player={handle} /> : null}
      </PlayerView>
      {withCaptions && transcriptHost
        ? createPortal(<TranscriptPanel captions={captions} player={handle} />, transcriptHost)
        : null}
    </Frame>
  );
}

function Frame({ cover, children }: { cover?: string; children: ReactNode }) {
  return (
    <div
      className="video-stage"
      style={{
        height: 506,
        position: 'relative',
        background: cover ? `#000 url("${encodeURI(cover)}") center / cover no-repeat` : '#000',
      }}
    >
      {children}
    </div>
  );
}
