import { describe, expect, it } from 'vitest';
import { fillWatermark, maskMobile } from './watermark.ts';

describe('watermark text', () => {
  const values = { code: 'K7M2QX9P', mobile: '13800000000', nickname: '小王', date: '2026-11-29' };

  it('masks the mobile and fills every placeholder, old and new, every time it occurs', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(fillWatermark('{mobile} {code} {nickname} {date} {mobile}', values)).toBe(
      '138****0000 K7M2QX9P 小王 2026-11-29 138****0000',
    );
    expect(fillWatermark('${user.mobile}/${mobile}/${user.id}/${user.nick_name}', values)).toBe(
      '138****0000/138****0000/K7M2QX9P/小王',
    );
  });

  it('appends the code to a template without one, and never prints the full mobile', () => {
    expect(fillWatermark('知学堂 {mobile}', values)).toBe('知学堂 138****0000 K7M2QX9P');
    expect(fillWatermark('知学堂 {mobile}', { ...values, code: '' })).toBe('知学堂 138****0000');
    expect(fillWatermark('${user.mobile}', values)).not.toContain('13800000000');
  });
});
