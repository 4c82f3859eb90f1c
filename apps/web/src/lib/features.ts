import type { AddonName } from '@meedu/contract';

/** Feature switches (SPEC §3), derived from the server's enabled_addons. */
export interface FeatureSwitches {
  vip: boolean;
  live: boolean;
  book: boolean;
  topic: boolean;
  paper: boolean;
  practice: boolean;
  mockPaper: boolean;
  wrongBook: boolean;
  wenda: boolean;
  share: boolean;
  codeExchanger: boolean;
  snapshort: boolean;
  ke: boolean;
  promoCode: boolean;
  daySignIn: boolean;
  credit1Mall: boolean;
  tuangou: boolean;
  miaosha: boolean;
  cert: boolean;
}

export const initialFeatures: FeatureSwitches = {
  vip: true,
  live: false,
  book: false,
  topic: false,
  paper: false,
  practice: false,
  mockPaper: false,
  wrongBook: false,
  wenda: false,
  share: false,
  codeExchanger: false,
  snapshort: false,
  ke: false,
  promoCode: false,
  daySignIn: false,
  credit1Mall: false,
  tuangou: false,
  miaosha: false,
  cert: false,
};

/**
 * Names match exactly (case-sensitive), as the server reports addon folder names. Two reference defects are
 * mended (docs/decisions.md): credit1Mall follows Credit1Mall, promoCode follows MultiLevelShare. Only the
 * contract's addon names are asked for, so a misspelt one does not compile.
 */
export function featuresFromAddons(addons: readonly string[]): FeatureSwitches {
  const on = (name: AddonName) => addons.includes(name);
  const paper = on('Paper');
  return {
    ...initialFeatures,
    vip: true,
    live: on('Zhibo'),
    book: on('MeeduBooks'),
    topic: on('MeeduTopics'),
    paper,
    practice: paper,
    mockPaper: paper,
    wrongBook: paper,
    wenda: on('Wenda'),
    share: on('MultiLevelShare'),
    codeExchanger: on('CodeExchanger'),
    snapshort: on('Snapshot'),
    promoCode: on('MultiLevelShare'),
    daySignIn: on('DaySignIn'),
    credit1Mall: on('Credit1Mall'),
    tuangou: on('TuanGou'),
    miaosha: on('MiaoSha'),
    cert: on('Cert'),
  };
}
