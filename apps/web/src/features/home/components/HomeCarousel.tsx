import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Slider } from '@meedu/contract';
import { safeHref } from '../../../lib/safe-href.ts';

/** Time each slide stays before the next one (antd Carousel's default). */
export const AUTOPLAY_MS = 3000;

/**
 * Home carousel (screens catalog §1.1): autoplay with dots and previous/next buttons, paused while the pointer
 * or the keyboard focus is on it. External links load the page, internal ones navigate in the app.
 * Our own markup instead of antd Carousel (react-slick), which weighed ~18 KB gzip on the home page.
 */
export function HomeCarousel({ sliders }: { sliders: Slider[] }) {
  const navigate = useNavigate();
  const count = sliders.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const index = count > 0 ? current % count : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const go = (i: number) => setCurrent((i + count) % count);
  // External addresses load the page (a bare www host gets https), app paths navigate, and anything else the
  // server sent (`javascript:`, `data:`) does nothing (screens catalog §1.1; lib/safe-href).
  const open = (url: string) => {
    const target = safeHref(url);
    if (target?.kind === 'external') window.location.assign(target.href);
    else if (target?.kind === 'internal') void navigate(target.path);
  };

  return (
    <section
      className="mc-carousel"
      aria-roledescription="carousel"
      aria-label="轮播图"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="mc-carousel__track"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {sliders.map((s, i) => (
          <div
            key={`${i}-${s.thumb}`}
            className="mc-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
          >
            <button
              type="button"
              className="mc-slide"
              onClick={() => open(s.url)}
              aria-label={`轮播图 ${i + 1}`}
              tabIndex={i === index ? 0 : -1}
            >
              {/* The first slide is on the first screen; the others load when the carousel nears them. */}
              <img
                src={s.thumb}
                alt=""
                decoding="async"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            </button>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="mc-carousel__arrow mc-carousel__arrow--prev"
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="mc-carousel__arrow mc-carousel__arrow--next"
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
          <div className="mc-carousel__dots">
            {sliders.map((s, i) => (
              <button
                key={`${i}-${s.thumb}`}
                type="button"
                className={i === index ? 'mc-carousel__dot mc-carousel__dot--active' : 'mc-carousel__dot'}
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
