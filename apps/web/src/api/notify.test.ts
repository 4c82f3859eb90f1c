import { afterEach, describe, expect, it } from 'vitest';
import { notify, setNotifier } from './notify.ts';

afterEach(() => setNotifier(null));

describe('notify', () => {
  it('queues messages raised before the UI is ready and shows them, in order, once it is', () => {
    setNotifier(null);
    notify.error('请重新登录');
    notify.success('已安全退出');
    const shown: string[] = [];
    setNotifier({ error: (t) => shown.push(`error:${t}`), success: (t) => shown.push(`success:${t}`) });
    expect(shown).toEqual(['error:请重新登录', 'success:已安全退出']);
    notify.error('网络异常，请检查网络后重试');
    expect(shown).toHaveLength(3);
  });
});
