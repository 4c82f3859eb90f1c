import { describe, expect, it } from 'vitest';
import {
  getSetting,
  getSettings,
  publicAssetUrl,
  setSetting,
  settingDefaults,
  type SettingValue,
} from '../../src/modules/system/settings.ts';
import { createTestContext } from '../helpers.ts';

describe('settings accessor', () => {
  it('reads defaults when nothing is stored', () => {
    const { db } = createTestContext();
    expect(getSetting(db, 'webname')).toBe(settingDefaults.webname);
    expect(getSetting(db, 'socialites')).toEqual({ qq: 0, wechat_scan: 0, wechat_oauth: 0 });
    expect(getSettings(db)).toEqual(settingDefaults);
  });

  it('stores JSON and reads it back typed; a second set replaces the value', () => {
    const { db } = createTestContext();
    setSetting(db, 'enabled_addons', ['Zhibo']);
    setSetting(db, 'enabled_addons', ['Zhibo', 'Paper']);
    const addons: SettingValue<'enabled_addons'> = getSetting(db, 'enabled_addons');
    expect(addons).toEqual(['Zhibo', 'Paper']);
    expect(db.prepare('SELECT value FROM settings WHERE key = ?').get('enabled_addons')).toEqual({
      value: '["Zhibo","Paper"]',
    });
    expect(getSettings(db).enabled_addons).toEqual(['Zhibo', 'Paper']);
  });

  it('falls back to the default for malformed JSON or a value of the wrong shape', () => {
    const { db } = createTestContext();
    db.prepare("INSERT INTO settings (key, value) VALUES ('webname', '{oops')").run();
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('member', JSON.stringify({ x: 1 }));
    expect(getSetting(db, 'webname')).toBe(settingDefaults.webname);
    expect(getSetting(db, 'member')).toEqual(settingDefaults.member);
    expect(getSettings(db).member).toEqual(settingDefaults.member);
  });

  it('refuses to store a value that does not match the schema', () => {
    const { db } = createTestContext();
    const wrong: unknown = { qq: 'yes' };
    expect(() => setSetting(db, 'socialites', wrong as SettingValue<'socialites'>)).toThrow();
    expect(getSetting(db, 'socialites')).toEqual(settingDefaults.socialites);
  });

  it('turns server paths into absolute URLs and leaves absolute URLs alone', () => {
    expect(publicAssetUrl('http://a.test', '/brand/logo.svg')).toBe('http://a.test/brand/logo.svg');
    expect(publicAssetUrl('http://a.test', 'uploads/x.png')).toBe('http://a.test/uploads/x.png');
    expect(publicAssetUrl('http://a.test', 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
    expect(publicAssetUrl('http://a.test', '')).toBe('');
  });
});
