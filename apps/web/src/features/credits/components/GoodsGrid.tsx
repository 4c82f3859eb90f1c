import { Flex, Tag, Typography } from 'antd';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { GOODS_PAGE_SIZE, mallGoodsQuery } from '../api/mall-goods.ts';
import { goodsKind } from './GoodsDetail.tsx';

/** `积分商城` (screens commerce-exam §9.2 tab 1): the goods cards; a click opens the detail. */
export function GoodsGrid({ onOpen }: { onOpen(id: number): void }) {
  const goods = usePagedQuery(mallGoodsQuery, GOODS_PAGE_SIZE);
  return (
    <CatalogList {...goods} pageOf={(r) => r.data} skeleton={<ListSpinner />}>
      {(rows) => (
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
      )}
    </CatalogList>
  );
}
