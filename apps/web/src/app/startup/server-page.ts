/**
 * The page our server renders for crawlers and for the first paint (apps/server/src/modules/seo) stays on screen
 * until the storefront's own page is up. Rendered straight into #root, React would replace it with the start-up
 * spinner at its first commit: a blink from a readable page to a spinner and back. Instead the server markup moves
 * out of #root, #root stays hidden while the app starts, and the two swap in one step once the app shows a page
 * that is no longer loading (a `<main>` without a 加载中 spinner) or an error.
 */
const LOADING = '[role="status"][aria-label="加载中"]';

/** Past this the app is shown whatever it shows, so a page that never settles cannot hide behind the markup. */
export const SERVER_PAGE_GIVE_UP_MS = 10_000;

function appIsReady(container: HTMLElement): boolean {
  if (container.querySelector('[role="alert"]')) return true;
  return container.querySelector('main') !== null && container.querySelector(LOADING) === null;
}

/** Keeps `.ssr-page` (if the server sent one inside `container`) until the app in `container` is ready. */
export function keepServerPageUntilReady(container: HTMLElement): void {
  const serverPage = container.querySelector<HTMLElement>(':scope > .ssr-page');
  if (!serverPage) return;
  container.before(serverPage);
  container.hidden = true;

  const observer = new MutationObserver(() => {
    if (appIsReady(container)) swap();
  });
  const timer = setTimeout(swap, SERVER_PAGE_GIVE_UP_MS);
  function swap() {
    observer.disconnect();
    clearTimeout(timer);
    serverPage?.remove();
    container.hidden = false;
  }
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role'],
  });
}
