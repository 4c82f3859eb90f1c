import { describe, expect, it } from 'vitest';
import { ADDON_NAMES, isFreeCourse, SMS_SCENES } from './rules.ts';

describe('isFreeCourse', () => {
  it('is free when marked free, whatever the price', () => {
    expect(isFreeCourse({ is_free: 1, charge: 99 })).toBe(true);
    expect(isFreeCourse({ is_free: 1, charge: 0 })).toBe(true);
  });

  it('is free at a price of 0 (or below), whatever is_free says (decisions: Catalogue)', () => {
    expect(isFreeCourse({ is_free: 0, charge: 0 })).toBe(true);
    expect(isFreeCourse({ is_free: 0, charge: -1 })).toBe(true);
  });

  it('is paid when not marked free and priced above 0, however little', () => {
    expect(isFreeCourse({ is_free: 0, charge: 99 })).toBe(false);
    expect(isFreeCourse({ is_free: 0, charge: 0.01 })).toBe(false);
  });

  it('reads only the flag 1 as free: another number is not a yes', () => {
    expect(isFreeCourse({ is_free: 2, charge: 10 })).toBe(false);
  });
});

describe('ADDON_NAMES', () => {
  it('are the addon folder names the server reports in enabled_addons, spelled as MeEdu spells them', () => {
    expect(ADDON_NAMES).toEqual([
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
    ]);
  });

  it('name each addon once, and no two differ only in case (the switches match case-sensitively)', () => {
    expect(new Set(ADDON_NAMES).size).toBe(ADDON_NAMES.length);
    expect(new Set(ADDON_NAMES.map((name) => name.toLowerCase())).size).toBe(ADDON_NAMES.length);
  });
});

describe('SMS_SCENES', () => {
  it('are the four scenes an SMS code is sent for (contract account §2.2)', () => {
    expect(SMS_SCENES).toEqual(['login', 'register', 'password_reset', 'mobile_bind']);
  });
});
