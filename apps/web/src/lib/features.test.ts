import { describe, expect, it } from 'vitest';
import { featuresFromAddons, initialFeatures } from './features.ts';

describe('feature switches', () => {
  it('start with only vip on', () => {
    const on = Object.entries(initialFeatures).filter(([, v]) => v);
    expect(on).toEqual([['vip', true]]);
  });

  it('follow the addon names exactly', () => {
    const f = featuresFromAddons([
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
    ]);
    expect(Object.entries(f).filter(([, v]) => !v)).toEqual([['ke', false]]);
  });

  it('Paper switches on all four exam modules', () => {
    expect(featuresFromAddons(['Paper'])).toMatchObject({
      paper: true,
      practice: true,
      mockPaper: true,
      wrongBook: true,
    });
  });

  it('credit1Mall follows Credit1Mall, not DaySignIn; promoCode follows MultiLevelShare', () => {
    expect(featuresFromAddons(['DaySignIn'])).toMatchObject({ daySignIn: true, credit1Mall: false });
    expect(featuresFromAddons(['Credit1Mall']).credit1Mall).toBe(true);
    expect(featuresFromAddons(['MultiLevelShare'])).toMatchObject({ share: true, promoCode: true });
    expect(featuresFromAddons(['MultiLevelShar']).promoCode).toBe(false);
  });

  it('is case-sensitive and keeps vip on', () => {
    expect(featuresFromAddons(['zhibo', 'paper'])).toEqual(initialFeatures);
  });
});
