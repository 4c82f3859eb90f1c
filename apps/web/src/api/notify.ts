/**
 * The HTTP client shows toasts but must not depend on React; the app registers antd's `App.useApp().message`
 * here once (see app/providers.tsx). Until then messages go to the console.
 */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
}

let current: Notifier = {
  error: (t) => console.error(t),
  success: (t) => console.info(t),
};

export function setNotifier(n: Notifier): void {
  current = n;
}

export const notify: Notifier = {
  error: (t) => current.error(t),
  success: (t) => current.success(t),
};
