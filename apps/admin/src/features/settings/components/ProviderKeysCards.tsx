import type { ProviderKeyField, ProviderKeys } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { useServerForm } from '../../../components/FormDrawer.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { providerKeysQuery, useSaveProviderKeysMutation } from '../api/provider-keys.ts';

/** 服务商密钥: one card per outside service (SMS, …), its keys set here unless an environment variable sets them. */
export function ProviderKeysCards() {
  const providers = useQuery(providerKeysQuery);
  return (
    <QueryView query={providers}>
      {(list) => (
        <Flex vertical gap={16} style={{ maxWidth: 880 }}>
          {list.map((p) => (
            <ProviderCard key={p.provider} provider={p} />
          ))}
        </Flex>
      )}
    </QueryView>
  );
}

const SOURCE_TEXT = { env: '环境变量', database: '控制台' } as const;

function ProviderStatus({ provider }: { provider: ProviderKeys }) {
  if (!provider.configured) return <Tag color="default">未配置</Tag>;
  return <Tag color="green">已配置（{SOURCE_TEXT[provider.source ?? 'database']}）</Tag>;
}

interface KeysForm {
  values: Record<string, string | undefined>;
}

/** A text field's starting value; secrets always start empty (left empty, they stay as they are). */
const initialValuesOf = (provider: ProviderKeys): KeysForm => ({
  values: Object.fromEntries(
    provider.fields.filter((f) => !f.secret && f.source !== 'env').map((f) => [f.key, f.value ?? '']),
  ),
});

function ProviderCard({ provider }: { provider: ProviderKeys }) {
  const save = useSaveProviderKeysMutation(provider.provider);
  const canEdit = useCan('settings.edit');
  const { form, name, submit, saving, problem } = useServerForm<KeysForm>(
    (typed) => {
      const values: Record<string, string | null> = {};
      for (const field of provider.fields) {
        if (field.source === 'env') continue;
        const value = (typed.values[field.key] ?? '').trim();
        // A secret left empty is unchanged (it is cleared with its own button).
        if (field.secret && value === '') continue;
        values[field.key] = value;
      }
      return save.mutateAsync({ values });
    },
    (f) => f.resetFields(provider.fields.filter((x) => x.secret).map((x) => ['values', x.key])),
  );
  const title = `${provider.label}密钥`;
  return (
    <Card
      title={
        <Space>
          {provider.label}
          <ProviderStatus provider={provider} />
        </Space>
      }
    >
      <Form<KeysForm>
        form={form}
        name={name}
        layout="vertical"
        aria-label={title}
        initialValues={initialValuesOf(provider)}
        onFinish={submit}
        disabled={!canEdit}
      >
        {problem && (
          <Alert type="error" showIcon message={problem} role="alert" style={{ marginBottom: 16 }} />
        )}
        {provider.fields.map((field) => (
          <KeyItem key={field.key} field={field} />
        ))}
        {canEdit && (
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存{provider.label}
            </Button>
            {provider.fields
              .filter((f) => f.secret && f.is_set && f.source === 'database')
              .map((f) => (
                <ConfirmButton
                  key={f.key}
                  type="default"
                  size="middle"
                  danger
                  title={`确定清除${provider.label}的 ${f.label} 吗？`}
                  done="已清除"
                  onConfirm={() => save.mutateAsync({ values: { [f.key]: null } })}
                >
                  清除 {f.label}
                </ConfirmButton>
              ))}
          </Flex>
        )}
      </Form>
    </Card>
  );
}

function KeyItem({ field }: { field: ProviderKeyField }) {
  if (field.source === 'env') {
    return (
      <Form.Item label={field.label} extra={`由环境变量设置（${field.env}），在此不能修改`}>
        <Input
          value={field.secret ? '由环境变量设置' : (field.value ?? '')}
          disabled
          aria-label={field.label}
        />
      </Form.Item>
    );
  }
  const extra = [field.hint, field.optional ? '可不填' : '', `环境变量 ${field.env} 优先`]
    .filter(Boolean)
    .join('；');
  if (field.secret) {
    return (
      <Form.Item
        label={
          <Space>
            {field.label}
            <Typography.Text type={field.is_set ? 'success' : 'secondary'}>
              {field.is_set ? '已设置' : '未设置'}
            </Typography.Text>
          </Space>
        }
        name={['values', field.key]}
        extra={`${field.is_set ? '留空则保持不变；填写则替换' : '填写后保存'}；${extra}`}
      >
        <Input.Password autoComplete="new-password" placeholder={field.is_set ? '已设置' : '未设置'} />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={field.label} name={['values', field.key]} extra={extra}>
      {field.options ? (
        <Select
          allowClear
          placeholder="未设置"
          options={[{ value: '', label: '未设置' }, ...field.options.map((o) => ({ value: o, label: o }))]}
        />
      ) : (
        <Input autoComplete="off" />
      )}
    </Form.Item>
  );
}
