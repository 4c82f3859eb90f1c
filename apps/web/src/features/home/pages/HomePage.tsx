import { useQuery } from '@tanstack/react-query';
import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import '../../../components/course-card/cards.css';
import { LoadError } from '../../../components/LoadError.tsx';
import { SkeletonBlock } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { latestAnnouncementQuery } from '../api/home-announcement.ts';
import { useCapabilities } from '../../../api/capabilities.ts';
import { homeBlocksQuery } from '../api/home-blocks.ts';
import { decorationHomeQuery } from '../api/home-decoration.ts';
import { slidersQuery } from '../api/home-sliders.ts';
import { HomeBlocks } from '../components/HomeBlocks.tsx';
import { HomeCarousel } from '../components/HomeCarousel.tsx';
import { SignInButton } from '../../../components/day-sign-in/SignInButton.tsx';
import '../home.css';

function HomeSkeleton() {
  return (
    <div className="mc-home-skeleton" aria-busy="true" aria-label="加载中">
      <SkeletonBlock height={400} />
      <div className="mc-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonBlock key={i} height={198} />
        ))}
      </div>
    </div>
  );
}

/** `/` (screens catalog §1): carousel, the latest announcement, the decoration blocks, the sign-in button. */
export default function HomePage() {
  useDocumentTitle('首页');
  const decorated = useCapabilities().homeBlocks === 'decoration';
  const legacySliders = useQuery({ ...slidersQuery, enabled: !decorated });
  const legacyBlocks = useQuery({ ...homeBlocksQuery, enabled: !decorated });
  // Where the server decorates home (MeEdu 4.9.29+), one answer carries the carousel (`pc-slider`) and the blocks.
  const decoration = useQuery({ ...decorationHomeQuery, enabled: decorated });
  const notice = useQuery(latestAnnouncementQuery);
  const sliders = decorated ? { ...decoration, data: decoration.data?.sliders } : legacySliders;
  const blocks = decorated ? { ...decoration, data: decoration.data?.blocks } : legacyBlocks;

  const loading = sliders.isLoading || blocks.isLoading;
  return (
    <div className="mc-home">
      {loading ? (
        <HomeSkeleton />
      ) : (
        <>
          {sliders.data && sliders.data.length > 0 ? <HomeCarousel sliders={sliders.data} /> : null}
          {notice.data ? (
            <Link className="mc-notice" to={paths.announcement(notice.data.id)}>
              <NotificationOutlined className="mc-notice__icon" />
              公告：{notice.data.title}
            </Link>
          ) : null}
          {/* A failed carousel just stays away; the blocks are the page, so they say so and offer a retry. */}
          {blocks.isError && !blocks.data ? (
            <LoadError error={blocks.error} onRetry={() => blocks.refetch()} retrying={blocks.isFetching} />
          ) : (
            <HomeBlocks blocks={blocks.data ?? []} />
          )}
        </>
      )}
      <SignInButton />
    </div>
  );
}
