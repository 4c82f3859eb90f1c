import type { FormInstance } from 'antd';
import { AdminApiError } from '../api/client.ts';

/**
 * Shows a refusal where it belongs: each field message of a 400 at its field (`chapters.0.title` → the nested
 * field), and answers the message left for the form as a whole (none when every message found its field).
 * The values typed stay as they are.
 */
export function showServerErrors(form: FormInstance, error: unknown): string | null {
  if (!(error instanceof AdminApiError)) return '操作失败，请稍后再试';
  const registered = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  const entries = Object.entries(error.fields);
  const atFields = entries.filter(([name]) => registered.has(name));
  form.setFields(
    atFields.map(([name, message]) => ({
      name: name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [message],
    })),
  );
  return atFields.length > 0 && atFields.length === entries.length ? null : error.message;
}
