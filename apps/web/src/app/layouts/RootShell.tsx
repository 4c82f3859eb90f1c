import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pendingAgreements } from '../../api/capabilities.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { useMember } from '../../stores/session-actions.ts';
import { RouteErrorBoundary } from '../RouteError.tsx';
import { focusPageHeading } from '../a11y/route-focus.ts';

// The account dialogs are downloaded the first time one opens, so closed dialogs are not in the first download.
const AuthDialogs = lazy(() => import('../../features/auth/AuthDialogs.tsx'));
// Only servers with versioned agreements (MeEdu 4.9.27+, ours) ask for it, and then only of a member who has not agreed.
const AgreementDialog = lazy(() => import('../../features/auth/components/AgreementDialog.tsx'));

/** Every pathname change starts at the top of the page (screens account §0.1 step 12). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** After a client-side navigation (not the first address), focus moves to the new page's heading. */
function FocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeading(document);
  }, [pathname]);
  return null;
}

function DialogHost() {
  const open = useDialogs((s) => s.open);
  const [needed, setNeeded] = useState(false);
  if (open !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

/** The blocking agreement dialog, for a member whose `agreement_status` says they have not agreed yet. */
function AgreementGate() {
  const member = useMember();
  const status = member ? pendingAgreements(member) : null;
  if (!status) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog status={status} />
    </Suspense>
  );
}

/** The router's root: scroll restoration, the error screen and the account dialogs around the matched layout. */
export function RootShell() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <ScrollToTop />
      <FocusOnNavigation />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <DialogHost />
      <AgreementGate />
    </>
  );
}
