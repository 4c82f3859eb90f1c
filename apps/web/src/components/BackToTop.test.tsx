import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('BackToTop', () => {
  it('appears at 2000 px, not before, and scrolls back to the top', () => {
    const spy = vi.spyOn(window, 'scrollTo');
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    scrollTo(1999);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    scrollTo(2000);
    const button = screen.getByRole('button', { name: '回到顶部' });
    expect(button).toHaveTextContent('顶部');
    fireEvent.click(button);
    expect(spy).toHaveBeenCalledWith(0, 0);
    spy.mockRestore();
  });

  it('hears scrolling of inner elements too (capture) but measures the page', () => {
    render(
      <div data-testid="box">
        <BackToTop />
      </div>,
    );
    Object.defineProperty(window, 'scrollY', { value: 2500, configurable: true });
    act(() => {
      screen.getByTestId('box').dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: '回到顶部' })).toBeInTheDocument();
  });
});
