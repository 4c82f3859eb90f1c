import { Empty as AntEmpty } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The one empty state (screens account §0.7): a centred placeholder image. The reference shows no text; a
 * page may pass a short `description`. Screen readers always get 暂无数据.
 */
export function Empty({ description, style }: { description?: ReactNode; style?: CSSProperties }) {
  return (
    <div
      role="status"
      aria-label={typeof description === 'string' ? description : '暂无数据'}
      style={{ display: 'flex', justifyContent: 'center', padding: '40px 0', ...style }}
    >
      <AntEmpty
        image={AntEmpty.PRESENTED_IMAGE_SIMPLE}
        styles={{ image: { height: 120 } }}
        description={description ?? false}
      />
    </div>
  );
}
