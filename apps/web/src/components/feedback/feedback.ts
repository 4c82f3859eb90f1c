import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';

/**
 * Toasts and confirm boxes without antd's `<App>` in the first download (issue 10): `<App>` brings message,
 * notification and Modal (about 35 KB gzip) into the main chunk, for toasts that no first screen shows. The
 * holders (`FeedbackHolders.tsx`) are downloaded on the first toast or box; calls made meanwhile are queued and
 * shown in order. `FeedbackHost` (in the app's providers) renders the holders, which bring antd's theme.
 */
export type MessageKind = 'success' | 'error' | 'info' | 'warning';
export type ModalKind = 'confirm' | 'info';

export interface FeedbackApi {
  message: Pick<MessageInstance, MessageKind>;
  modal: Pick<HookAPI, ModalKind>;
}

type Call =
  | { target: 'message'; kind: MessageKind; args: Parameters<MessageInstance[MessageKind]> }
  | { target: 'modal'; kind: ModalKind; args: Parameters<HookAPI[ModalKind]> };

let real: FeedbackApi | null = null;
let requested = false;
const queue: Call[] = [];
const listeners = new Set<() => void>();

function run(api: FeedbackApi, call: Call): void {
  if (call.target === 'message') void api.message[call.kind](...call.args);
  else void api.modal[call.kind](...call.args);
}

function request(call: Call): void {
  if (real) return run(real, call);
  queue.push(call);
  if (requested) return;
  requested = true;
  for (const l of listeners) l();
}

/** For FeedbackHost: whether a toast or box was asked for (then the holders are downloaded). */
export const feedbackRequest = {
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: (): boolean => requested,
};

/** Called by the holders when they mount (the real API) and unmount (null); queued calls are shown now. */
export function setFeedbackApi(api: FeedbackApi | null): void {
  real = api;
  if (api) for (const call of queue.splice(0)) run(api, call);
}

const message = (kind: MessageKind) =>
  ((...args: Parameters<MessageInstance[MessageKind]>) => {
    request({ target: 'message', kind, args });
  }) as unknown as MessageInstance[MessageKind];

const modal = (kind: ModalKind) =>
  ((...args: Parameters<HookAPI[ModalKind]>) => {
    request({ target: 'modal', kind, args });
  }) as unknown as HookAPI[ModalKind];

/** The one toast and confirm-box API (the calls return nothing: the storefront never awaits a toast). */
export const feedback: FeedbackApi = {
  message: {
    success: message('success'),
    error: message('error'),
    info: message('info'),
    warning: message('warning'),
  },
  modal: { confirm: modal('confirm'), info: modal('info') },
};

/** `const { message, modal } = useFeedback()`, where antd's `App.useApp()` was used. */
export function useFeedback(): FeedbackApi {
  return feedback;
}
