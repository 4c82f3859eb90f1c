import { LEVEL_NAMES, normalisePermissions, PERMISSION_AREAS, type Permission } from '@meedu/contract/admin';
import { Checkbox } from 'antd';

interface Props {
  value?: Permission[];
  onChange?: (next: Permission[]) => void;
  /** The id of the table, tied to the form item's label. */
  id?: string;
}

/**
 * The role editor's grid, drawn from the contract's catalogue: one row per area, a checkbox per level. Edit
 * brings view with it; taking view away takes edit too.
 */
export function PermissionMatrix({ value = [], onChange, id }: Props) {
  const held = new Set<string>(value);
  const toggle = (area: string, level: 'view' | 'edit', on: boolean) => {
    const next = new Set(held);
    const key = `${area}.${level}`;
    if (on) next.add(key);
    else {
      next.delete(key);
      if (level === 'view') next.delete(`${area}.edit`);
    }
    onChange?.(normalisePermissions([...next]));
  };
  return (
    <table id={id} className="permission-matrix" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            分组
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            区域
          </th>
          <th scope="col">{LEVEL_NAMES.view}</th>
          <th scope="col">{LEVEL_NAMES.edit}</th>
        </tr>
      </thead>
      <tbody>
        {PERMISSION_AREAS.map((a) => (
          <tr key={a.area}>
            <td>{a.group}</td>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
              {a.name}
            </th>
            {(['view', 'edit'] as const).map((level) => (
              <td key={level} style={{ textAlign: 'center' }}>
                {(a.levels as readonly string[]).includes(level) ? (
                  <Checkbox
                    aria-label={`${a.name}（${LEVEL_NAMES[level]}）`}
                    checked={held.has(`${a.area}.${level}`)}
                    onChange={(e) => toggle(a.area, level, e.target.checked)}
                  />
                ) : (
                  <span aria-label="不适用">—</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
