import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from './dialogs.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('account dialogs and focus', () => {
  it('gives focus back to the control that opened the first dialog when the last one closes', async () => {
    document.body.innerHTML = '<button>登录</button><button>其他</button>';
    const [opener, other] = Array.from(document.querySelectorAll('button'));
    opener?.focus();
    useDialogs.getState().show('login');
    // Inside the dialogs focus moves on, and one dialog leads to another.
    other?.focus();
    useDialogs.getState().show('register');
    useDialogs.getState().close();
    await nextFrame();
    expect(document.activeElement).toBe(opener);
  });
});
