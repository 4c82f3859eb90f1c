import type { NavItem, NavPlatform, NavRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Switch, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { OrderedList } from '../../../components/OrderedList.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { RecordActions, ItemActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { navMutations, navsQuery } from '../api/navs.ts';
import { PlatformSwitch } from '../components/PlatformSwitch.tsx';

/** `null` closed; creating (under a parent, 0 for top level); or editing a nav. */
type Editing = { nav: NavItem } | { parentId: number } | null;

function NavDrawer({
  editing,
  platform,
  topLevel,
  onClose,
}: {
  editing: Editing;
  platform: NavPlatform;
  topLevel: NavItem[];
  onClose: () => void;
}) {
  const nav = editing && 'nav' in editing ? editing.nav : null;
  const save = navMutations.useSave(nav?.id ?? null);
  const parentId = nav ? nav.parent_id : editing && 'parentId' in editing ? editing.parentId : 0;
  return (
    <FormDrawer<NavRequest>
      title={nav ? `编辑导航 ${nav.name}` : '新建导航'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        name: nav?.name ?? '',
        url: nav?.url ?? '',
        active_routes: nav?.active_routes ?? '',
        parent_id: parentId,
        blank: nav?.blank ?? false,
      }}
      save={(v) => save.mutateAsync({ ...v, platform })}
    >
      <TextField label="名称" name="name" required="请填写名称" maxLength={20} />
      <TextField
        label="链接"
        name="url"
        required="请填写链接"
        extra="站内页面写路径，如 /courses；站外写完整地址"
        placeholder="/courses"
      />
      <Form.Item label="上级导航" name="parent_id">
        <Select
          options={[
            { value: 0, label: '无（一级导航）' },
            ...topLevel.filter((t) => t.id !== nav?.id).map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
      </Form.Item>
      <Form.Item label="同时高亮的页面" name="active_routes" extra="其他也算作此导航的路径，用英文逗号分隔">
        <Input />
      </Form.Item>
      <Form.Item label="在新窗口打开" name="blank" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

function NavLine({ nav, onEdit, extra }: { nav: NavItem; onEdit: () => void; extra?: ReactNode }) {
  const remove = navMutations.useDelete();
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text strong>{nav.name}</Typography.Text>
      <Typography.Text type="secondary">{nav.url}</Typography.Text>
      {nav.blank && <Tag>新窗口</Tag>}
      <ItemActions perm="home.edit">
        {extra}
        <RecordActions
          onEdit={onEdit}
          editLabel={`编辑：${nav.name}`}
          deleteTitle={`确定删除导航“${nav.name}”吗？`}
          onDelete={() => remove.mutateAsync(nav.id)}
        />
      </ItemActions>
    </Flex>
  );
}

/** 导航: two levels per platform, ordered by drag or 上移/下移, edited in a drawer. */
export default function NavsPage() {
  const [platform, setPlatform] = useState<NavPlatform>('PC');
  const navs = useQuery(navsQuery(platform));
  const [editing, setEditing] = useState<Editing>(null);
  const reorder = navMutations.useReorder();
  const all = navs.data?.items ?? [];
  const topLevel = all.filter((n) => n.parent_id === 0);
  const childrenOf = (id: number) => all.filter((n) => n.parent_id === id);

  return (
    <>
      <PageHeader
        title="导航"
        create={{ perm: 'home.edit', text: '新建导航', onClick: () => setEditing({ parentId: 0 }) }}
      />
      <PlatformSwitch value={platform} onChange={setPlatform} />
      <QueryView query={navs} empty={topLevel.length === 0 && '还没有导航'}>
        {() => (
          <OrderedList
            label="一级导航顺序"
            items={topLevel}
            getName={(n) => n.name}
            reorder={reorder}
            perm="home.edit"
            renderItem={(nav) => (
              <>
                <NavLine
                  nav={nav}
                  onEdit={() => setEditing({ nav })}
                  extra={
                    <Button size="small" type="link" onClick={() => setEditing({ parentId: nav.id })}>
                      添加子导航
                    </Button>
                  }
                />
                {childrenOf(nav.id).length > 0 && (
                  <div style={{ marginTop: 8, marginLeft: 24 }}>
                    <OrderedList
                      label={`${nav.name}的子导航顺序`}
                      items={childrenOf(nav.id)}
                      getName={(n) => n.name}
                      reorder={reorder}
                      perm="home.edit"
                      renderItem={(child) => (
                        <NavLine nav={child} onEdit={() => setEditing({ nav: child })} />
                      )}
                    />
                  </div>
                )}
              </>
            )}
          />
        )}
      </QueryView>
      <NavDrawer editing={editing} platform={platform} topLevel={topLevel} onClose={() => setEditing(null)} />
    </>
  );
}
