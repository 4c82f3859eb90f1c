import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialFeatures } from '../../lib/features.ts';
import { useFeatures } from '../../stores/features.ts';
import { signInStatusQuery } from './api.ts';
import { SignInButton } from './SignInButton.tsx';
import { marketingApi } from '../../../test/handlers/marketing.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { server } from '../../../test/msw.ts';
import {
  cachedMember,
  loginAs,
  queryAnswered,
  renderWithProviders,
  withFeatures,
} from '../../../test/render.tsx';

let isSubmit: 0 | 1 = 0;
let reward: number | false = 5;
let posts = 0;
let statusAsked = 0;
beforeEach(() =>
  server.use(
    marketingApi.signInStatus(() => {
      statusAsked += 1;
      return { is_submit: isSubmit };
    }),
    marketingApi.signIn(() => {
      posts += 1;
      return { reward };
    }),
  ),
);
beforeEach(() => {
  isSubmit = 0;
  reward = 5;
  posts = 0;
  statusAsked = 0;
  withFeatures('daySignIn');
});

const signedInWith = (credit1 = 10) => loginAs(makeMember({ credit1 }));

describe('SignInButton', () => {
  it('is hidden for visitors and when the addon is off', async () => {
    const { unmount } = renderWithProviders(<SignInButton />);
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
    unmount();
    signedInWith();
    useFeatures.setState({ features: initialFeatures });
    renderWithProviders(<SignInButton />);
    // Nothing to wait for: with the addon off the status is never asked, so the button cannot appear later.
    expect(statusAsked).toBe(0);
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });

  it('signs the member in once, toasts the reward, adds the credit and hides', async () => {
    signedInWith(10);
    const { user } = renderWithProviders(<SignInButton />);
    await user.click(await screen.findByRole('button', { name: '签到' }));
    expect(await screen.findByText('签到成功，积分+5')).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(cachedMember()?.credit1).toBe(15);
    await waitFor(() => expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument());
  });

  it('says 今日已签到 when the server reports an earlier sign-in', async () => {
    reward = false;
    signedInWith();
    const { user } = renderWithProviders(<SignInButton />);
    await user.click(await screen.findByRole('button', { name: '签到' }));
    expect(await screen.findByText('今日已签到')).toBeInTheDocument();
  });

  it('stays hidden once signed in today', async () => {
    isSubmit = 1;
    signedInWith();
    renderWithProviders(<SignInButton />);
    await queryAnswered(signInStatusQuery.queryKey);
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });
});
