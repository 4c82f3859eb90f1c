import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BackToTop } from '../../components/BackToTop.tsx';
import { Footer } from '../../components/footer/Footer.tsx';
import { Header } from '../../components/header/Header.tsx';
import { ShellSpinner } from '../ShellSpinner.tsx';

/** The page slot: a centred large spinner while the lazy page module loads; min height 800 (SPEC §9). */
function PageSlot() {
  return (
    <main id="main" tabIndex={-1} className="site-main">
      <Suspense fallback={<ShellSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

export function FullLayout() {
  return (
    <>
      <Header />
      <PageSlot />
      <Footer />
      <BackToTop />
    </>
  );
}

export function HeaderOnlyLayout() {
  return (
    <>
      <Header />
      <PageSlot />
      <BackToTop />
    </>
  );
}

export function FooterOnlyLayout() {
  return (
    <>
      <PageSlot />
      <Footer />
      <BackToTop />
    </>
  );
}

/** No header or footer (live room, exam play, not-found). */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="site-main site-main--bare">
      <Suspense fallback={<ShellSpinner fullscreen />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
