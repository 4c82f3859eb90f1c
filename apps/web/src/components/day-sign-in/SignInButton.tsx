import { lazy, Suspense } from 'react';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';

// The card, its API and styles are downloaded only for a member who can sign in: visitors of the home page
// (its first download is on a budget) never fetch them.
const DaySignInCard = lazy(() => import('./DaySignInCard.tsx'));

/**
 * Day sign-in floating button (screens catalog §1.3, account §11), on the home and member pages: shown to a
 * logged-in member while the DaySignIn addon is on and they have not signed in today.
 */
export function SignInButton() {
  const enabled = useFeatures((s) => s.features.daySignIn);
  const isLogin = useSession((s) => s.isLogin);
  if (!enabled || !isLogin) return null;
  return (
    <Suspense fallback={null}>
      <DaySignInCard />
    </Suspense>
  );
}
