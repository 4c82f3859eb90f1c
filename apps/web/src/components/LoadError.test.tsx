import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { isBusinessError, LoadError } from './LoadError.tsx';

describe('LoadError', () => {
  it('says 加载失败 with the reason, as an alert, and retries on 重试', async () => {
    const onRetry = vi.fn();
    render(<LoadError error={new ApiError('网络异常，请检查网络后重试', 'network', -1)} onRetry={onRetry} />);
    const alert = screen.getByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the timeout and server texts as they come', () => {
    const { rerender } = render(
      <LoadError error={new ApiError('请求超时，请稍后重试', 'network', -1)} onRetry={() => undefined} />,
    );
    expect(screen.getByText('请求超时，请稍后重试')).toBeInTheDocument();
    rerender(<LoadError error={new ApiError('服务暂不可用', 'http', 503, 503)} onRetry={() => undefined} />);
    expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
  });

  it('falls back to a generic reason when the failure has no text', () => {
    render(<LoadError error={null} onRetry={() => undefined} />);
    expect(screen.getByRole('alert', { name: '加载失败' })).toHaveTextContent('加载失败请稍后重试重试');
  });

  it('holds the button while a retry is under way', async () => {
    const onRetry = vi.fn();
    render(<LoadError error={new Error('x')} onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: '重试' });
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('isBusinessError', () => {
  it('is true only for a business refusal', () => {
    expect(isBusinessError(new ApiError('错误', 'business', 1, 200))).toBe(true);
    expect(isBusinessError(new ApiError('网络异常，请检查网络后重试', 'network', -1))).toBe(false);
    expect(isBusinessError(new ApiError('请求失败（500）', 'http', 500, 500))).toBe(false);
    expect(isBusinessError(new ApiError('请重新登录', 'auth', 401, 401))).toBe(false);
    expect(isBusinessError(new Error('x'))).toBe(false);
  });
});
