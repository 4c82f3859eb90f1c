import { Carousel } from 'antd';
import { useNavigate } from 'react-router';
import type { Slider } from '@meedu/contract';

/** External when the address names a scheme or a `www` host (screens catalog §1.1). */
export const isExternalUrl = (url: string) => /https:|http:|www/.test(url);

/** Home carousel: external links load the page, internal ones navigate in the app. */
export function HomeCarousel({ sliders }: { sliders: Slider[] }) {
  const navigate = useNavigate();
  const open = (url: string) => {
    if (!url) return;
    if (isExternalUrl(url)) window.location.assign(/^www/.test(url) ? `https://${url}` : url);
    else void navigate(url.startsWith('/') ? url : `/${url}`);
  };
  return (
    <Carousel autoplay dots className="mc-carousel">
      {sliders.map((s, i) => (
        <div key={`${i}-${s.thumb}`}>
          <button
            type="button"
            className="mc-slide"
            onClick={() => open(s.url)}
            aria-label={`轮播图 ${i + 1}`}
          >
            <img src={s.thumb} alt="" />
          </button>
        </div>
      ))}
    </Carousel>
  );
}
