import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayInfoReply } from '@meedu/contract';
import { VideoStage } from './VideoStage.tsx';
import { courseApi } from '../../../../test/handlers/course.ts';
import { makeVideoDetailReply } from '../../../../test/factories/course.ts';
import { server } from '../../../../test/msw.ts';
import { fakeEngine, renderWithPlayer } from '../../../../test/player.tsx';
import { routePattern } from '../../../../test/render.tsx';

const hls: PlayInfoReply = {
  urls: [{ url: '/media/clip1/360p.m3u8', format: 'm3u8', duration: 20, name: 360 }],
};

describe('VideoStage loading order', () => {
  it('asks for the player engine as soon as it mounts, while the play address is still on its way', async () => {
    let answer: (() => void) | undefined;
    server.use(
      courseApi.playInfo(':id', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return hls;
      }),
    );
    const engine = fakeEngine();
    const loader = vi.fn(engine.loader);
    renderWithPlayer(
      <VideoStage detail={makeVideoDetailReply()} marquee={null} onGoVideo={() => undefined} />,
      {
        route: '/courses/video/101',
        path: routePattern('/courses/video/101'),
        loader,
      },
    );

    // The engine download has started; no player exists yet, so nothing can have fetched media.
    await waitFor(() => expect(loader).toHaveBeenCalled());
    expect(await screen.findByTestId('video-loading')).toBeInTheDocument();
    expect(engine.players).toHaveLength(0);

    answer?.();
    await waitFor(() => expect(engine.players).toHaveLength(1));
    expect(engine.players[0]?.options.sources).toEqual([{ name: '360P', url: '/media/clip1/360p.m3u8' }]);
    expect(engine.players[0]?.playing).toBe(false); // no autoplay
  });
});
