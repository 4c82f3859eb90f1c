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
  Radio,
  Switch,
  Typography,
} from 'antd';
import type { ReactElement } from 'react';
import { useCan } from '../../../api/session.ts';
import { useServerForm } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { settingsQuery, useSaveSettingsMutation } from '../api/settings.ts';
import { ProviderKeysCards } from '../components/ProviderKeysCards.tsx';

const ADDON_OPTIONS = ADDON_NAMES.map((name) => ({ value: name, label: `${ADDON_LABELS[name]}（${name}）` }));

/** One setting: its label, where it sits in `SiteSettings`, and the input that edits it. */
type SettingsField = { label: string; name: string | string[]; extra?: string } & (
  | { kind: 'text'; required?: string; maxLength?: number; placeholder?: string }
  | { kind: 'number'; min: number; max: number; step?: number }
  | { kind: 'switch' | 'color' | 'addons' | 'richText' }
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  /** `uploadLabel` names the file input where the field's label says more (`白色 Logo（深色背景用）`). */
  | { kind: 'image'; uploadLabel?: string }
);

/** A card's fields, top to bottom; a list of fields stands side by side. */
const SECTIONS: readonly { title: string; fields: readonly (SettingsField | readonly SettingsField[])[] }[] =
  [
    {
      title: '基本信息',
      fields: [
        { kind: 'text', label: '网站名称', name: 'webname', required: '请填写网站名称', maxLength: 60 },
        { kind: 'image', label: 'Logo', name: 'logo' },
        { kind: 'image', label: '白色 Logo（深色背景用）', name: 'white_logo', uploadLabel: '白色 Logo' },
        {
          kind: 'text',
          label: 'PC 站地址',
          name: 'pc_url',
          extra: '分享链接使用；留空为本站地址',
          placeholder: 'https://',
        },
        {
          kind: 'text',
          label: 'H5 地址',
          name: 'h5_url',
          extra: '填写后，手机浏览器访问会跳转到这里',
          placeholder: 'https://',
        },
      ],
    },
    {
      title: '备案信息',
      fields: [
        { kind: 'text', label: '备案号', name: 'icp' },
        { kind: 'text', label: '备案链接', name: 'icp_link', placeholder: 'https://beian.miit.gov.cn' },
        { kind: 'text', label: '公安备案号', name: 'icp2' },
        { kind: 'text', label: '公安备案链接', name: 'icp2_link' },
      ],
    },
    {
      title: '功能与会员',
      fields: [
        {
          kind: 'addons',
          label: '启用的插件',
          name: 'enabled_addons',
          extra: '服务器以环境变量 ENABLED_ADDONS 启动时，重启后以它为准',
        },
        { kind: 'switch', label: '提醒学员绑定手机号', name: ['member', 'enabled_mobile_bind_alert'] },
        {
          kind: 'switch',
          label: '开启实名认证（人脸核验）',
          name: ['member', 'enabled_face_verify'],
          extra: '生产环境需配置腾讯云人脸核身（TENCENT_FACEID_*）后才会生效',
        },
        {
          kind: 'switch',
          label: '开启QQ登录',
          name: ['socialites', 'qq'],
          extra: '生产环境需配置 QQ 互联密钥（QQ_APP_ID、QQ_APP_KEY）后才会生效',
        },
        {
          kind: 'switch',
          label: '开启微信扫码登录',
          name: ['socialites', 'wechat_scan'],
          extra: '生产环境需配置微信开放平台网站应用或公众号密钥后才会生效',
        },
        {
          kind: 'choice',
          label: '图形验证码的替代方式',
          name: 'captcha_alternative',
          options: [
            { value: 'checkbox', label: '勾选验证（无需辨认图片，适合读屏与低视力用户）' },
            { value: 'none', label: '不提供（仅图形验证码）' },
          ],
          extra: '登录、注册与短信验证的对话框中提供“换一种方式”，由服务器校验',
        },
      ],
    },
    {
      title: '播放器',
      fields: [
        { kind: 'image', label: '播放器封面', name: ['player', 'cover'] },
        { kind: 'switch', label: '开启跑马灯水印', name: ['player', 'enabled_bullet_secret'] },
        {
          kind: 'text',
          label: '跑马灯内容',
          name: ['player', 'bullet_secret', 'text'],
          extra:
            '可用 {code}（学员水印编码，可在“水印追溯”反查）、{mobile}（打码手机号，如 138****0000）、{nickname}、{date}；不含 {code} 时编码自动附在末尾',
          maxLength: 100,
        },
        [
          { kind: 'number', label: '字号', name: ['player', 'bullet_secret', 'size'], min: 10, max: 48 },
          { kind: 'color', label: '颜色', name: ['player', 'bullet_secret', 'color'] },
          {
            kind: 'number',
            label: '透明度',
            name: ['player', 'bullet_secret', 'opacity'],
            min: 0,
            max: 1,
            step: 0.1,
          },
        ],
      ],
    },
    {
      title: '协议与页面',
      fields: [
        { kind: 'richText', label: '用户协议', name: 'user_protocol_content' },
        { kind: 'richText', label: '隐私政策', name: 'user_private_protocol_content' },
        { kind: 'richText', label: '关于我们', name: 'aboutus_content' },
        {
          kind: 'number',
          label: '协议版本',
          name: 'agreement_version',
          min: 1,
          max: 1_000_000,
          step: 1,
          extra: '修改用户协议或隐私政策后调高版本号，所有学员需重新同意（MeEdu 4.9.30 客户端）',
        },
        { kind: 'richText', label: '会员服务协议', name: 'vip_protocol_content' },
        { kind: 'richText', label: '付费内容购买协议', name: 'paid_content_purchase_protocol_content' },
        { kind: 'richText', label: '课程购买须知', name: 'course_purchase_notice' },
      ],
    },
  ];

const isRow = (field: SettingsField | readonly SettingsField[]): field is readonly SettingsField[] =>
  Array.isArray(field);

const keyOf = (field: SettingsField) => [field.name].flat().join('.');

/** The field's input, as the direct child of its `Form.Item` (which hands it the value, `onChange` and the id). */
function inputOf(field: SettingsField, canEdit: boolean): ReactElement {
  switch (field.kind) {
    case 'text':
      return <Input maxLength={field.maxLength} placeholder={field.placeholder} />;
    case 'number':
      return <InputNumber min={field.min} max={field.max} step={field.step} />;
    case 'switch':
      return <Switch />;
    case 'color':
      return <ColorPicker format="hex" disabledAlpha showText />;
    case 'choice':
      return <Radio.Group options={[...field.options]} aria-label={field.label} />;
    case 'addons':
      return <Checkbox.Group options={ADDON_OPTIONS} aria-label={field.label} />;
    case 'image':
      return <ImageUpload label={field.uploadLabel ?? field.label} disabled={!canEdit} />;
    case 'richText':
      return <RichTextEditor label={field.label} disabled={!canEdit} />;
  }
}

function SettingsItem({ field, canEdit }: { field: SettingsField; canEdit: boolean }) {
  return (
    <Form.Item
      label={field.label}
      name={field.name}
      extra={field.extra}
      rules={
        field.kind === 'text' && field.required ? [{ required: true, message: field.required }] : undefined
      }
      valuePropName={field.kind === 'switch' ? 'checked' : undefined}
    >
      {inputOf(field, canEdit)}
    </Form.Item>
  );
}

/** 站点设置: what the storefront's config reads; a save shows on its next page load. */
export default function SettingsPage() {
  const settings = useQuery(settingsQuery);
  return (
    <>
      <PageHeader title="站点设置" />
      <QueryView query={settings}>{(initial) => <SettingsForm initial={initial} />}</QueryView>
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        服务商密钥
      </Typography.Title>
      <ProviderKeysCards />
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
        {SECTIONS.map((section) => (
          <Card key={section.title} title={section.title}>
            {section.fields.map((field) =>
              isRow(field) ? (
                <Flex key={field.map((f) => keyOf(f)).join()} gap={16} wrap>
                  {field.map((f) => (
                    <SettingsItem key={keyOf(f)} field={f} canEdit={canEdit} />
                  ))}
                </Flex>
              ) : (
                <SettingsItem key={keyOf(field)} field={field} canEdit={canEdit} />
              ),
            )}
          </Card>
        ))}
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
