import type { NavPlatform, SliderItem, SliderRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { OrderedList } from '../../../components/OrderedList.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { RecordActions, ItemActions } from '../../../components/RecordActions.tsx';
import { sliderMutations, slidersQuery } from '../api/ordered-lists.ts';
import { PlatformSwitch } from '../components/PlatformSwitch.tsx';

function SliderDrawer({
  editing,
  platform,
  onClose,
}: {
  editing: Editing<SliderItem>;
  platform: NavPlatform;
  onClose: () => void;
}) {
  const slider = editedRecord(editing);
  const save = sliderMutations.useSave(slider?.id ?? null);
  return (
    <FormDrawer<SliderRequest>
      title={slider ? '编辑轮播图' : '新建轮播图'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ thumb: slider?.thumb ?? '', url: slider?.url ?? '' }}
      save={(v) => save.mutateAsync({ ...v, platform })}
    >
      <Form.Item label="图片" name="thumb" rules={[{ required: true, message: '请上传图片' }]}>
        <ImageUpload label="轮播图" />
      </Form.Item>
      <Form.Item label="点击后打开" name="url" extra="站内页面写路径，如 /courses；可留空">
        <Input placeholder="/courses" />
      </Form.Item>
    </FormDrawer>
  );
}

/** 轮播图: the home page's sliders per platform, in order. */
export default function SlidersPage() {
  const [platform, setPlatform] = useState<NavPlatform>('PC');
  const sliders = useQuery(slidersQuery(platform));
  const [editing, setEditing] = useState<Editing<SliderItem>>(null);
  const reorder = sliderMutations.useReorder();
  const remove = sliderMutations.useDelete();
  const items = sliders.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="轮播图"
        create={{ perm: 'home.edit', text: '新建轮播图', onClick: () => setEditing('new') }}
      />
      <PlatformSwitch value={platform} onChange={setPlatform} />
      <QueryView query={sliders} empty={items.length === 0 && '还没有轮播图'}>
        {() => (
          <OrderedList
            label="轮播图顺序"
            items={items}
            getName={(s) => `第 ${items.indexOf(s) + 1} 张`}
            reorder={reorder}
            perm="home.edit"
            renderItem={(slider) => (
              <Flex align="center" gap={12} wrap>
                <img src={slider.thumb} alt={`轮播图 ${slider.id}`} style={{ height: 48, borderRadius: 4 }} />
                <Typography.Text type="secondary">{slider.url || '不跳转'}</Typography.Text>
                <ItemActions perm="home.edit">
                  <RecordActions
                    onEdit={() => setEditing(slider)}
                    deleteTitle="确定删除这张轮播图吗？"
                    onDelete={() => remove.mutateAsync(slider.id)}
                  />
                </ItemActions>
              </Flex>
            )}
          />
        )}
      </QueryView>
      <SliderDrawer editing={editing} platform={platform} onClose={() => setEditing(null)} />
    </>
  );
}
