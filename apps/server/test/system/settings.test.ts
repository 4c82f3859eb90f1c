import { describe, expect, it } from 'vitest';
import {
  getSetting,
  getSettings,
  publicAssetUrl,
  setSetting,
  settingDefaults,
  type SettingValue,
} from '../../src/settings/settings.ts';
import { createTestContext } from '../helpers.ts';

describe('settings accessor', () => {
  it('reads defaults when nothing is stored', async () => {
    const { db } = await createTestContext();
    expect(await getSetting(db, 'webname')).toBe(settingDefaults.webname);
    expect(await getSetting(db, 'socialites')).toEqual({ qq: 0, wechat_scan: 0, wechat_oauth: 0 });
    expect(await getSettings(db)).toEqual(settingDefaults);
  });

  it('stores JSON and reads it back typed; a second set replaces the value', async () => {
    const { db } = await createTestContext();
    await setSetting(db, 'enabled_addons', ['Zhibo']);
    await setSetting(db, 'enabled_addons', ['Zhibo', 'Paper']);
    const addons: SettingValue<'enabled_addons'> = await getSetting(db, 'enabled_addons');
    expect(addons).toEqual(['Zhibo', 'Paper']);
    expect(
      await db.selectFrom('settings').select('value').where('key', '=', 'enabled_addons').executeTakeFirst(),
    ).toEqual({ value: '["Zhibo","Paper"]' });
    expect((await getSettings(db)).enabled_addons).toEqual(['Zhibo', 'Paper']);
  });

  it('falls back to the default for malformed JSON or a value of the wrong shape', async () => {
    const { db } = await createTestContext();
    await db
      .insertInto('settings')
      .values([
        { key: 'webname', value: '{oops' },
        { key: 'member', value: JSON.stringify({ x: 1 }) },
      ])
      .execute();
    expect(await getSetting(db, 'webname')).toBe(settingDefaults.webname);
    expect(await getSetting(db, 'member')).toEqual(settingDefaults.member);
    expect((await getSettings(db)).member).toEqual(settingDefaults.member);
  });

  it('refuses to store a value that does not match the schema', async () => {
    const { db } = await createTestContext();
    const wrong: unknown = { qq: 'yes' };
    await expect(setSetting(db, 'socialites', wrong as SettingValue<'socialites'>)).rejects.toThrow();
    expect(await getSetting(db, 'socialites')).toEqual(settingDefaults.socialites);
  });

  it('turns server paths into absolute URLs and leaves absolute URLs alone', async () => {
    expect(publicAssetUrl('http://a.test', '/brand/logo.svg')).toBe('http://a.test/brand/logo.svg');
    expect(publicAssetUrl('http://a.test', 'uploads/x.png')).toBe('http://a.test/uploads/x.png');
    expect(publicAssetUrl('http://a.test', 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
    expect(publicAssetUrl('http://a.test', '')).toBe('');
  });
});
