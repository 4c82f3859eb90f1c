/**
 * Names and rules both apps must agree on: the addon names the server reports in `enabled_addons` (the storefront
 * derives its feature switches from them, case-sensitively), the SMS scenes (contract account §2.2), and when a
 * course counts as free.
 */
export const ADDON_NAMES = [
  'Zhibo',
  'MeeduBooks',
  'MeeduTopics',
  'Paper',
  'Wenda',
  'MultiLevelShare',
  'CodeExchanger',
  'Snapshot',
  'DaySignIn',
  'Credit1Mall',
  'TuanGou',
  'MiaoSha',
  'Cert',
  'templateOne',
] as const;
export type AddonName = (typeof ADDON_NAMES)[number];

export const SMS_SCENES = ['login', 'register', 'password_reset', 'mobile_bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** A course is free when it is marked free or costs nothing, whatever the other flag says. */
export const isFreeCourse = (course: { is_free: number; charge: number }): boolean =>
  course.is_free === 1 || course.charge <= 0;
