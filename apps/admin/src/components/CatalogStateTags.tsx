import { Space, Tag } from 'antd';

/** A catalogue record's state in a list: 显示 or 隐藏, and VIP 免费 (and 推荐) when they hold. */
export function CatalogStateTags({
  record,
}: {
  record: { is_show: boolean; is_vip_free?: boolean; is_rec?: boolean };
}) {
  return (
    <Space size={[4, 4]} wrap>
      {record.is_show ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>}
      {record.is_vip_free && <Tag color="gold">VIP 免费</Tag>}
      {record.is_rec && <Tag color="blue">推荐</Tag>}
    </Space>
  );
}
