import type { ColumnType } from 'antd/es/table';
import { formatInstant, formatYuan } from '../../lib/format.ts';
import { CatalogStateTags } from '../CatalogStateTags.tsx';

/**
 * The columns every catalogue list (courses, books, topics, exam papers…) shows alike: sortable where the server
 * sorts by them, with the same words and formats. A screen puts its own columns between them.
 */
const id = <T extends { id: number }>(): ColumnType<T> => ({
  title: 'ID',
  dataIndex: 'id',
  key: 'id',
  sorter: true,
  width: 80,
});

const category = <T extends { category_name: string | null }>(): ColumnType<T> => ({
  title: '分类',
  key: 'category',
  render: (_, record) => record.category_name ?? '—',
});

/** 免费 for a free record (`isFree`, by default a charge of 0), else the price in yuan. */
const price = <T extends { charge: number }>(
  isFree: (record: T) => boolean = (record) => record.charge === 0,
): ColumnType<T> => ({
  title: '价格',
  key: 'charge',
  sorter: true,
  render: (_, record) => (isFree(record) ? '免费' : formatYuan(record.charge)),
});

const state = <T extends { is_show: boolean; is_vip_free: boolean; is_rec?: boolean }>(): ColumnType<T> => ({
  title: '状态',
  key: 'state',
  render: (_, record) => <CatalogStateTags record={record} />,
});

const published = <T extends { published_at: string }>(): ColumnType<T> => ({
  title: '上架时间',
  key: 'published_at',
  sorter: true,
  render: (_, record) => formatInstant(record.published_at),
});

export const catalogColumns = { id, category, price, state, published };
