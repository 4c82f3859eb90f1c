/** Client storage keys (contract account §12). Kept here so no key string is spelled twice. */
export const StorageKeys = {
  token: 'meedu-user-token',
  playId: 'meedu-play-id',
  msv: 'meedu-msv',
  bindMobile: 'meedu-bind-mobile',
  faceCheck: 'meedu-face-check',
  loginCode: 'login_code',
  /** The learner's captions choice (on/off and language), for every video. */
  captions: 'meedu-captions',
} as const;

/** sessionStorage guard so one login_code is exchanged once. */
export const loginCodeGuardKey = (code: string) => `login_code:${code}`;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can throw in private modes; the app must still work
  }
}

export const storage = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

/** sessionStorage with the same private-mode safety (the login_code guard). */
export const sessionStore = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
};

export const token = {
  get: () => storage.get(StorageKeys.token),
  set: (t: string) => storage.set(StorageKeys.token, t),
  clear: () => storage.remove(StorageKeys.token),
};

/** The two "pending" flags are the string 'ok' when set. */
export const flags = {
  bindMobilePending: () => storage.get(StorageKeys.bindMobile) === 'ok',
  faceCheckPending: () => storage.get(StorageKeys.faceCheck) === 'ok',
  setBindMobile: (on: boolean) =>
    on ? storage.set(StorageKeys.bindMobile, 'ok') : storage.remove(StorageKeys.bindMobile),
  setFaceCheck: (on: boolean) =>
    on ? storage.set(StorageKeys.faceCheck, 'ok') : storage.remove(StorageKeys.faceCheck),
};
