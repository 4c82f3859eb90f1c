import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { SortableList } from './SortableList.tsx';

interface Row {
  id: number;
  name: string;
}
const ROWS: Row[] = [
  { id: 1, name: '首页' },
  { id: 2, name: '课程' },
  { id: 3, name: '会员' },
];

function Harness({ onReorder, disabled }: { onReorder?: (rows: Row[]) => void; disabled?: boolean }) {
  const [rows, setRows] = useState(ROWS);
  return (
    <SortableList
      label="导航顺序"
      items={rows}
      getId={(r) => r.id}
      getName={(r) => r.name}
      renderItem={(r) => <span>{r.name}</span>}
      disabled={disabled}
      onReorder={(next) => {
        setRows(next);
        onReorder?.(next);
      }}
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: '导航顺序' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/拖动排序|上移|下移/g, '').trim());

describe('SortableList', () => {
  it('moves items with the 上移 and 下移 buttons, the ends disabled', async () => {
    const onReorder = vi.fn();
    const { user } = renderScreen(<Harness onReorder={onReorder} />);
    expect(screen.getByRole('button', { name: '上移：首页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移：会员' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下移：首页' }));
    expect(names()).toEqual(['课程', '首页', '会员']);
    await user.click(screen.getByRole('button', { name: '上移：会员' }));
    expect(names()).toEqual(['课程', '会员', '首页']);
    expect(onReorder).toHaveBeenLastCalledWith([ROWS[1], ROWS[2], ROWS[0]]);
  });

  it('has a drag handle per row with Chinese keyboard instructions', () => {
    renderScreen(<Harness />);
    const handle = screen.getByRole('button', { name: '拖动排序：课程' });
    const describedBy = handle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('按空格键或回车键拿起这一项');
  });

  it('lifts and cancels by keyboard from the handle, announced in Chinese', async () => {
    const onReorder = vi.fn();
    renderScreen(<Harness onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: '拖动排序：首页' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // Lifted: the live region speaks of the item (its position as it is over the list).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/「首页」/));
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('已取消移动，「首页」回到第 1 位。'),
    );
    expect(onReorder).not.toHaveBeenCalled();
    expect(names()).toEqual(['首页', '课程', '会员']);
  });

  it('shows no handles or buttons when disabled (a role that cannot edit)', () => {
    renderScreen(<Harness disabled />);
    expect(names()).toEqual(['首页', '课程', '会员']);
    expect(screen.queryByRole('button', { name: /上移|下移|拖动排序/ })).not.toBeInTheDocument();
  });
});
