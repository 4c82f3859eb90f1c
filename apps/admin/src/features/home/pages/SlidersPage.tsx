import { NAV_PLATFORMS, type NavPlatform, type SliderItem, type SliderRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Form, Input, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { SortableList } from '../../../components/SortableList.tsx';
import { sliderMutations, slidersQuery } from '../api/ordered-lists.ts';

type Editing = SliderItem | 'new' | null;

function SliderDrawer({
  editing,
  platform,
  onClose,
}: {
  editing: Editing;
  platform: NavPlatform;
  onClose: () => void;
}) {
  const slider = editing !== null && editing !== 'new' ? editing : null;
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
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = useCan('home.edit');
  const reorder = sliderMutations.useReorder();
  const remove = sliderMutations.useDelete();
  const { message } = App.useApp();
  const items = sliders.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="轮播图"
        extra={
          <PermissionGate perm="home.edit">
            <Button type="primary" onClick={() => setEditing('new')}>
              新建轮播图
            </Button>
          </PermissionGate>
        }
      />
      <Segmented
        aria-label="端"
        options={NAV_PLATFORMS.map((p) => ({ value: p, label: p === 'PC' ? 'PC 端' : 'H5 端' }))}
        value={platform}
        onChange={(v) => setPlatform(v as NavPlatform)}
        style={{ marginBottom: 16 }}
      />
      {sliders.isPending ? (
        <Skeleton active aria-label="加载中" />
      ) : sliders.isError ? (
        <LoadFailed message={sliders.error.message} onRetry={() => void sliders.refetch()} />
      ) : items.length === 0 ? (
        <Empty description="还没有轮播图" />
      ) : (
        <SortableList
          label="轮播图顺序"
          items={items}
          getId={(s) => s.id}
          getName={(s) => `第 ${items.indexOf(s) + 1} 张`}
          disabled={!canEdit || reorder.isPending}
          onReorder={(next) =>
            reorder.mutate(
              next.map((s) => s.id),
              {
                onSuccess: () => void message.success('顺序已保存'),
                onError: (e) => void message.error(e instanceof AdminApiError ? e.message : '保存顺序失败'),
              },
            )
          }
          renderItem={(slider) => (
            <Flex align="center" gap={12} wrap>
              <img src={slider.thumb} alt={`轮播图 ${slider.id}`} style={{ height: 48, borderRadius: 4 }} />
              <Typography.Text type="secondary">{slider.url || '不跳转'}</Typography.Text>
              <PermissionGate perm="home.edit">
                <Flex gap={4} style={{ marginLeft: 'auto' }}>
                  <Button size="small" type="link" onClick={() => setEditing(slider)}>
                    编辑
                  </Button>
                  <ConfirmButton
                    danger
                    title="确定删除这张轮播图吗？"
                    onConfirm={() => remove.mutateAsync(slider.id)}
                    done="已删除"
                  >
                    删除
                  </ConfirmButton>
                </Flex>
              </PermissionGate>
            </Flex>
          )}
        />
      )}
      <SliderDrawer editing={editing} platform={platform} onClose={() => setEditing(null)} />
    </>
  );
}
