import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  grants,
  normalisePermissions,
  PERMISSION_CATALOGUE,
  permissionName,
} from './permissions.ts';

describe('the permission catalogue', () => {
  it('lists a view for every area and an edit where the area has writes, named in Chinese', () => {
    expect(ALL_PERMISSIONS).toContain('courses.view');
    expect(ALL_PERMISSIONS).toContain('courses.edit');
    expect(ALL_PERMISSIONS).toContain('audit.view');
    expect(ALL_PERMISSIONS).not.toContain('audit.edit');
    expect(new Set(ALL_PERMISSIONS).size).toBe(PERMISSION_CATALOGUE.length);
    expect(permissionName('admins.edit')).toBe('管理员与角色（编辑）');
  });

  it('lets edit imply view, and nothing else', () => {
    expect(grants(['courses.edit'], 'courses.view')).toBe(true);
    expect(grants(['courses.view'], 'courses.edit')).toBe(false);
    expect(grants(['orders.edit'], 'courses.view')).toBe(false);
  });

  it('cleans a stored list: unknown keys dropped, each edit with its view, in catalogue order', () => {
    expect(normalisePermissions(['orders.edit', 'root.all', 'courses.view', 'courses.view'])).toEqual([
      'courses.view',
      'orders.view',
      'orders.edit',
    ]);
  });
});
