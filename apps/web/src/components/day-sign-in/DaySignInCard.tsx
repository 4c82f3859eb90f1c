import { useQuery } from '@tanstack/react-query';
import { CalendarOutlined } from '@ant-design/icons';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { signInStatusQuery, useSignInMutation } from './api.ts';
import '../floating-card.css';
import './day-sign-in.css';
import { useFeedback } from '../feedback/feedback.ts';

/** The day sign-in card, loaded by SignInButton for a logged-in member with the addon on (screens account §11). */
export default function DaySignInCard() {
  const { message } = useFeedback();
  const enabled = useFeatures((s) => s.features.daySignIn);
  const isLogin = useSession((s) => s.isLogin);
  const status = useQuery({ ...signInStatusQuery, enabled: enabled && isLogin });
  const signIn = useSignInMutation();
  if (!enabled || !isLogin || status.data?.is_submit !== 0) return null;

  const click = () => {
    if (signIn.isPending) return;
    signIn.mutate(undefined, {
      onSuccess: ({ reward }) =>
        void message.success(reward === false ? '今日已签到' : `签到成功，积分+${reward}`),
    });
  };

  // A 70 × 70 white card at right 20, bottom 250 (screens account §11), above the 顶部 button.
  return (
    <button type="button" className="floating-card mc-signin" aria-label="签到" onClick={click}>
      <CalendarOutlined className="mc-signin__icon" aria-hidden />
      <span>签到</span>
    </button>
  );
}
