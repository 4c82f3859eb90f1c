import { useQuery } from '@tanstack/react-query';
import { Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { GOODS_PAGE_SIZE, mallGoodsQuery } from '../api/mall-goods.ts';
import { goodsKind } from './GoodsDetail.tsx';

/** `积分商城` (screens commerce-exam §9.2 tab 1): the goods cards; a click opens the detail. */
export function GoodsGrid({ onOpen }: { onOpen(id: number): void }) {
  const [page, setPage] = useState(1);
  const goods = useQuery(mallGoodsQuery(page));
  const rows = goods.data?.data.data ?? [];
  if (goods.isError && !goods.data)
    return <LoadError error={goods.error} onRetry={() => goods.refetch()} retrying={goods.isFetching} />;
  if (goods.isPending)
    return (
      <Flex justify="center" style={{ padding: 60 }}>
        <Spin size="large" />
      </Flex>
    );
  if (rows.length === 0) return <Empty />;
  return (
    <>
      <ul
        aria-label="积分商品"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          gap: 16,
        }}
      >
        {rows.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              onClick={() => onOpen(g.id)}
              style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }}
            >
              <img
                src={g.thumb}
                alt=""
                loading="lazy"
                style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }}
              />
              <div style={{ margin: '8px 0 4px' }}>{g.title}</div>
              <Flex justify="space-between" align="center">
                <Typography.Text type="danger">{`${g.charge}积分`}</Typography.Text>
                <Tag>{goodsKind(g)}</Tag>
              </Flex>
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        current={page}
        pageSize={GOODS_PAGE_SIZE}
        total={goods.data?.data.total ?? 0}
        onChange={setPage}
      />
    </>
  );
}
