import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialFeatures } from '../../lib/features.ts';
import { token } from '../../lib/storage.ts';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { makeMember, ok, renderWithProviders } from '../../../test/render.tsx';
import { SignInButton } from './SignInButton.tsx';

let isSubmit = 0;
let reward: number | false = 5;
let posts = 0;
const server = setupServer(
  http.get('*/addons/DaySignIn/api/v1/user', () => HttpResponse.json(ok({ is_submit: isSubmit }))),
  http.post('*/addons/DaySignIn/api/v1/signIn', () => {
    posts += 1;
    return HttpResponse.json(ok({ reward }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  isSubmit = 0;
  reward = 5;
  posts = 0;
  useFeatures.setState({ features: { ...initialFeatures, daySignIn: true } });
});
afterEach(() => {
  server.resetHandlers();
  useSession.setState({ user: null, isLogin: false });
  useFeatures.setState({ features: initialFeatures });
});

function loginAs(credit1 = 10) {
  token.set('tok');
  useSession.getState().login(makeMember({ credit1 }));
}

describe('SignInButton', () => {
  it('is hidden for visitors and when the addon is off', async () => {
    const { unmount } = renderWithProviders(<SignInButton />);
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
    unmount();
    loginAs();
    useFeatures.setState({ features: initialFeatures });
    renderWithProviders(<SignInButton />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });

  it('signs the member in once, toasts the reward, adds the credit and hides', async () => {
    loginAs(10);
    const { user } = renderWithProviders(<SignInButton />);
    await user.click(await screen.findByRole('button', { name: '签到' }));
    expect(await screen.findByText('签到成功，积分+5')).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(useSession.getState().user?.credit1).toBe(15);
    await waitFor(() => expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument());
  });

  it('says 今日已签到 when the server reports an earlier sign-in', async () => {
    reward = false;
    loginAs();
    const { user } = renderWithProviders(<SignInButton />);
    await user.click(await screen.findByRole('button', { name: '签到' }));
    expect(await screen.findByText('今日已签到')).toBeInTheDocument();
  });

  it('stays hidden once signed in today', async () => {
    isSubmit = 1;
    loginAs();
    renderWithProviders(<SignInButton />);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });
});
