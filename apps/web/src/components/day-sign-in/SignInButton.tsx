import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { postSignIn, signInStatusQuery } from './api.ts';
import '../floating-card.css';
import './day-sign-in.css';

/**
 * Day sign-in floating button (screens catalog §1.3, account §11), on the home and member pages: shown to a logged-in
 * member while the DaySignIn addon is on and they have not signed in today.
 */
export function SignInButton() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const enabled = useFeatures((s) => s.features.daySignIn);
  const { isLogin, user, setCredit1 } = useSession();
  const status = useQuery({ ...signInStatusQuery, enabled: enabled && isLogin });
  const [busy, setBusy] = useState(false);

  if (!enabled || !isLogin || status.data?.is_submit !== 0) return null;

  const click = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { reward } = await postSignIn();
      if (reward === false) void message.success('今日已签到');
      else {
        void message.success(`签到成功，积分+${reward}`);
        if (user) setCredit1(user.credit1 + reward);
      }
      queryClient.setQueryData(signInStatusQuery.queryKey, { is_submit: 1 });
    } catch {
      // the client already showed the reason
    } finally {
      setBusy(false);
    }
  };

  // A 70 × 70 white card at right 20, bottom 250 (screens account §11), above the 顶部 button.
  return (
    <button type="button" className="floating-card mc-signin" aria-label="签到" onClick={() => void click()}>
      <CalendarOutlined className="mc-signin__icon" aria-hidden />
      <span>签到</span>
    </button>
  );
}
