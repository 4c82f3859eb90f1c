import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, HomeCarousel } from './HomeCarousel.tsx';
import { makeSlider } from '../../../../test/factories/home.ts';
import { currentUrl, renderWithProviders } from '../../../../test/render.tsx';

const sliders = [makeSlider(1, '/courses?scene=free'), makeSlider(2, '/vip'), makeSlider(3, '/announcement')];

/** The slide a person can see and reach: the one not hidden from assistive technology. */
const shown = () => screen.getByRole('button', { name: /^轮播图 \d$/ });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
});

describe('HomeCarousel', () => {
  it('advances on its own and wraps around', () => {
    renderWithProviders(<HomeCarousel sliders={sliders} />);
    expect(shown()).toHaveAccessibleName('轮播图 1');
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(shown()).toHaveAccessibleName('轮播图 2');
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    });
    expect(shown()).toHaveAccessibleName('轮播图 1');
  });

  it('pauses while hovered or focused', () => {
    renderWithProviders(<HomeCarousel sliders={sliders} />);
    const carousel = screen.getByRole('region', { name: '轮播图' });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    });
    expect(shown()).toHaveAccessibleName('轮播图 1');
    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS);
    });
    expect(shown()).toHaveAccessibleName('轮播图 2');

    act(() => {
      shown().focus();
    });
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    });
    expect(shown()).toHaveAccessibleName('轮播图 2');
  });

  it('has previous/next buttons and dots, the current dot marked', () => {
    renderWithProviders(<HomeCarousel sliders={sliders} />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shown()).toHaveAccessibleName('轮播图 3');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown()).toHaveAccessibleName('轮播图 1');
    fireEvent.click(screen.getByRole('button', { name: '第 2 张' }));
    expect(shown()).toHaveAccessibleName('轮播图 2');
    expect(screen.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '第 1 张' })).not.toHaveAttribute('aria-current');
    // Hidden slides are out of the tab order.
    const hidden = within(screen.getByRole('region', { name: '轮播图' })).getAllByRole('button', {
      name: /^轮播图/,
      hidden: true,
    });
    expect(hidden.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('a single slide has no controls and does not move', () => {
    renderWithProviders(<HomeCarousel sliders={sliders.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 1 张' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_MS * 2);
    });
    expect(shown()).toHaveAccessibleName('轮播图 1');
  });

  it('internal slides navigate in the app, external ones load the page', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    const { router } = renderWithProviders(
      <HomeCarousel sliders={[...sliders.slice(0, 1), { ...sliders[1]!, url: 'www.example.com/a' }]} />,
    );
    fireEvent.click(shown());
    expect(currentUrl(router)).toBe('/courses?scene=free');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    fireEvent.click(shown());
    expect(assign).toHaveBeenCalledWith('https://www.example.com/a');
  });

  it('a javascript: slider neither runs nor navigates, even with "www" or "http" in it', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    const { router } = renderWithProviders(
      <HomeCarousel sliders={[{ ...sliders[0]!, url: 'javascript:alert(document.cookie)//www.http' }]} />,
    );
    const before = currentUrl(router);
    fireEvent.click(shown());
    expect(assign).not.toHaveBeenCalled();
    expect(currentUrl(router)).toBe(before);
  });
});
