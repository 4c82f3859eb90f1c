import { ADDON_NAMES } from '@meedu/contract';
import { ADDON_LABELS, type SiteSettings, type SiteSettingsRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ColorPicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Switch,
} from 'antd';
import { useCan } from '../../../api/session.ts';
import { useServerForm } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { settingsQuery, useSaveSettingsMutation } from '../api/settings.ts';

const ADDON_OPTIONS = ADDON_NAMES.map((name) => ({ value: name, label: `${ADDON_LABELS[name]}（${name}）` }));

/** 站点设置: what the storefront's config reads; a save shows on its next page load. */
export default function SettingsPage() {
  const settings = useQuery(settingsQuery);
  return (
    <>
      <PageHeader title="站点设置" />
      {settings.isPending ? (
        <Skeleton active aria-label="加载中" />
      ) : settings.isError ? (
        <LoadFailed message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const save = useSaveSettingsMutation();
  const canEdit = useCan('settings.edit');
  const { form, name, submit, saving, problem } = useServerForm<SiteSettingsRequest>((values) =>
    save.mutateAsync({
      ...values,
      // The colour picker hands back an object or text: the server takes `#rrggbb`.
      player: {
        ...values.player,
        bullet_secret: {
          ...values.player.bullet_secret,
          color: colorText(values.player.bullet_secret.color),
        },
      },
    }),
  );
  return (
    <Form<SiteSettingsRequest>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      aria-label="站点设置"
      disabled={!canEdit}
      style={{ maxWidth: 880 }}
    >
      {problem && <Alert type="error" showIcon message={problem} role="alert" style={{ marginBottom: 16 }} />}
      {!canEdit && (
        <Alert type="info" showIcon message="你的角色只能查看站点设置" style={{ marginBottom: 16 }} />
      )}
      <Flex vertical gap={16}>
        <Card title="基本信息">
          <Form.Item label="网站名称" name="webname" rules={[{ required: true, message: '请填写网站名称' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item label="Logo" name="logo">
            <ImageUpload label="Logo" disabled={!canEdit} />
          </Form.Item>
          <Form.Item label="白色 Logo（深色背景用）" name="white_logo">
            <ImageUpload label="白色 Logo" disabled={!canEdit} />
          </Form.Item>
          <Form.Item label="PC 站地址" name="pc_url" extra="分享链接使用；留空为本站地址">
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item label="H5 地址" name="h5_url" extra="填写后，手机浏览器访问会跳转到这里">
            <Input placeholder="https://" />
          </Form.Item>
        </Card>
        <Card title="备案信息">
          <Form.Item label="备案号" name="icp">
            <Input />
          </Form.Item>
          <Form.Item label="备案链接" name="icp_link">
            <Input placeholder="https://beian.miit.gov.cn" />
          </Form.Item>
          <Form.Item label="公安备案号" name="icp2">
            <Input />
          </Form.Item>
          <Form.Item label="公安备案链接" name="icp2_link">
            <Input />
          </Form.Item>
        </Card>
        <Card title="功能与会员">
          <Form.Item
            label="启用的插件"
            name="enabled_addons"
            extra="服务器以环境变量 ENABLED_ADDONS 启动时，重启后以它为准"
          >
            <Checkbox.Group options={ADDON_OPTIONS} aria-label="启用的插件" />
          </Form.Item>
          <Form.Item
            label="提醒学员绑定手机号"
            name={['member', 'enabled_mobile_bind_alert']}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            label="开启实名认证（人脸核验）"
            name={['member', 'enabled_face_verify']}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Card>
        <Card title="播放器">
          <Form.Item label="播放器封面" name={['player', 'cover']}>
            <ImageUpload label="播放器封面" disabled={!canEdit} />
          </Form.Item>
          <Form.Item
            label="开启跑马灯水印"
            name={['player', 'enabled_bullet_secret']}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            label="跑马灯内容"
            name={['player', 'bullet_secret', 'text']}
            extra="可用 ${user.mobile}（手机号）、${user.id}、${user.nick_name} 代入学员信息"
          >
            <Input maxLength={100} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label="字号" name={['player', 'bullet_secret', 'size']}>
              <InputNumber min={10} max={48} />
            </Form.Item>
            <Form.Item label="颜色" name={['player', 'bullet_secret', 'color']}>
              <ColorPicker format="hex" disabledAlpha showText />
            </Form.Item>
            <Form.Item label="透明度" name={['player', 'bullet_secret', 'opacity']}>
              <InputNumber min={0} max={1} step={0.1} />
            </Form.Item>
          </Flex>
        </Card>
        <Card title="协议与页面">
          <Form.Item label="用户协议" name="user_protocol_content">
            <RichTextEditor label="用户协议" disabled={!canEdit} />
          </Form.Item>
          <Form.Item label="隐私政策" name="user_private_protocol_content">
            <RichTextEditor label="隐私政策" disabled={!canEdit} />
          </Form.Item>
          <Form.Item label="关于我们" name="aboutus_content">
            <RichTextEditor label="关于我们" disabled={!canEdit} />
          </Form.Item>
        </Card>
        {canEdit && (
          <div>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </div>
        )}
      </Flex>
    </Form>
  );
}

/** `#rrggbb` from what the colour picker leaves in the form (its colour object once touched, else the text). */
function colorText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && 'toHexString' in value) {
    const hex = (value as { toHexString: () => string }).toHexString();
    return hex.slice(0, 7);
  }
  return '#ffffff';
}
