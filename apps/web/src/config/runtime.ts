declare global {
  interface Window {
    /** Set by /config.js next to index.html, so one build serves many sites. */
    meedu_api_url?: string;
    meedu_api_go_url?: string;
  }
}

/** Trailing slashes stripped; '' means same origin. */
const clean = (u: string | undefined) => (u ?? '').replace(/\/+$/, '');

/** The API addresses, read at run time: window (from /config.js) first, then build variables. */
export function runtimeConfig() {
  // /config.js is edited by hand on static deployments: accept only strings.
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  const api = text(typeof window !== 'undefined' ? window.meedu_api_url : undefined);
  const go = text(typeof window !== 'undefined' ? window.meedu_api_go_url : undefined);
  return {
    apiUrl: clean(api || (import.meta.env.VITE_APP_URL as string | undefined)),
    goApiUrl: clean(go || (import.meta.env.VITE_APP_GO_MEEDU_URL as string | undefined)),
    /** Build setting that hides the VIP link and VIP offers. */
    vipDisabled: import.meta.env.VITE_DISABLE_VIP === 'disable',
  };
}
