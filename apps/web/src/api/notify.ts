/**
 * The HTTP client shows toasts but must not depend on React; the app registers the toasts of components/feedback
 * here once (see app/providers.tsx). Messages raised before that — during start-up, before React's first
 * render — are queued and shown as soon as the notifier exists, never dropped (issue 9: a 401 met at start-up
 * must still say 请重新登录).
 */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
}

type Pending = { kind: keyof Notifier; text: string };

let current: Notifier | null = null;
const queue: Pending[] = [];

/** Registers the notifier (or removes it with null) and shows what was queued meanwhile, in order. */
export function setNotifier(n: Notifier | null): void {
  current = n;
  if (!n) return;
  for (const { kind, text } of queue.splice(0)) n[kind](text);
}

function raise(kind: keyof Notifier, text: string): void {
  if (current) current[kind](text);
  else queue.push({ kind, text });
}

export const notify: Notifier = {
  error: (t) => raise('error', t),
  success: (t) => raise('success', t),
};
