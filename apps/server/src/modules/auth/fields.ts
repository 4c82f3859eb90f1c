import { z } from 'zod';

/**
 * A password body field, taken as typed (Laravel trims every input except passwords): trimming it in one form
 * and not in another would make a password with a trailing space unusable.
 */
export const passwordField = z.string({ error: '请输入密码' }).min(1, '请输入密码');
