import { App, Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { showServerErrors } from './server-errors.ts';

/**
 * Submits a form through `save` (a mutation's `mutateAsync`): 保存成功 on success; on a refusal, the server's field
 * messages at their fields, any other message above the form; what was typed stays.
 */
export function useServerForm<V>(
  save: (values: V) => Promise<unknown>,
  onSaved?: (form: FormInstance<V>) => void,
) {
  const [form] = Form.useForm<V>();
  // antd makes each input's id from the form's name: a name of its own keeps ids unique on the page (a drawer
  // over a list's filters both have `role_id`), so every label points at its own input.
  const name = `form${useId().replace(/\W/g, '')}`;
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setProblem(null);
    setSaving(true);
    try {
      await save(values);
      void message.success('保存成功');
      onSaved?.(form);
    } catch (error) {
      setProblem(showServerErrors(form as FormInstance, error));
    } finally {
      setSaving(false);
    }
  };
  return { form, name, submit, saving, problem };
}

export interface FormDrawerProps<V> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The values the form starts with (each time it opens). */
  initialValues?: Partial<V>;
  save: (values: V) => Promise<unknown>;
  /** `Form.Item`s, each with a visible label and a name. */
  children: ReactNode;
  submitText?: string;
  /** Below the form, outside it: parts of the record with writes of their own (a video's captions). */
  after?: ReactNode;
}

/** A form in a side drawer: create or edit one record without leaving its list. */
export function FormDrawer<V extends object>({
  title,
  open,
  onClose,
  initialValues,
  save,
  children,
  submitText = '保存',
  after,
}: FormDrawerProps<V>) {
  return (
    <Drawer title={title} open={open} onClose={onClose} size={520} destroyOnHidden>
      <ServerForm<V>
        title={title}
        initialValues={initialValues}
        save={save}
        onSaved={() => onClose()}
        buttons={(saving) => (
          <Flex gap={8} justify="end">
            <Button onClick={onClose}>取消</Button>
            <SubmitButton saving={saving} text={submitText} />
          </Flex>
        )}
      >
        {children}
      </ServerForm>
      {after}
    </Drawer>
  );
}

/** The form body `FormDrawer` and `FormPage` share: vertical fields under the refusal's message, then `buttons`. */
function ServerForm<V extends object>({
  title,
  initialValues,
  save,
  onSaved,
  buttons,
  style,
  children,
}: {
  title: string;
  initialValues?: Partial<V>;
  save: (values: V) => Promise<unknown>;
  onSaved: (form: FormInstance<V>) => void;
  buttons: (saving: boolean) => ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { form, name, submit, saving, problem } = useServerForm<V>(save, onSaved);
  return (
    <Form<V>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      aria-label={title}
      style={style}
    >
      {problem && <FormProblem text={problem} />}
      {children}
      {buttons(saving)}
    </Form>
  );
}

function SubmitButton({ saving, text }: { saving: boolean; text: string }) {
  return (
    <Button type="primary" htmlType="submit" loading={saving}>
      {text}
    </Button>
  );
}

export function FormProblem({ text }: { text: string }) {
  return (
    <div role="alert" className="ant-form-item-explain-error" style={{ marginBottom: 16 }}>
      {text}
    </div>
  );
}

export interface FormPageProps<V> {
  /** The form's accessible name. */
  title: string;
  initialValues?: Partial<V>;
  save: (values: V) => Promise<unknown>;
  children: ReactNode;
  submitText?: string;
  /** Clears the fields after a save (a password form). */
  resetOnSave?: boolean;
}

/** A form that is the page (or a card of it): the same save, messages and kept values as `FormDrawer`. */
export function FormPage<V extends object>({
  title,
  initialValues,
  save,
  children,
  submitText = '保存',
  resetOnSave,
}: FormPageProps<V>) {
  return (
    <ServerForm<V>
      title={title}
      initialValues={initialValues}
      save={save}
      onSaved={(saved) => {
        if (resetOnSave) saved.resetFields();
      }}
      buttons={(saving) => <SubmitButton saving={saving} text={submitText} />}
      style={{ maxWidth: 480 }}
    >
      {children}
    </ServerForm>
  );
}
