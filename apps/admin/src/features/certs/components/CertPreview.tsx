import type { CertDraftRequest } from '@meedu/contract/admin';
import { Alert, Form } from 'antd';
import { useEffect, useState } from 'react';
import { draftPreviewSrc } from '../api/certs.ts';

/** How long typing pauses before the preview is drawn again. */
const REDRAW_AFTER_MS = 400;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The certificate as the form now stands, drawn by the server's renderer (the member download's) for a sample
 * member: redrawn once typing pauses. Inside the template's form.
 */
export function CertPreview() {
  const form = Form.useFormInstance<CertDraftRequest>();
  const values = Form.useWatch((v: CertDraftRequest) => v, { form, preserve: true });
  const src = useSettled(
    draftPreviewSrc({
      name: values?.name ?? '',
      course_id: values?.course_id ?? 0,
      background: values?.background ?? '',
      fields: values?.fields ?? [],
    }),
    REDRAW_AFTER_MS,
  );
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <section aria-label="证书预览" style={{ marginBottom: 16 }}>
      <img
        src={src}
        alt="证书预览（示例学员 张小明）"
        onError={() => setFailed(src)}
        onLoad={() => setFailed(null)}
        style={{ width: '100%', aspectRatio: '1200 / 850', border: '1px solid #eee', borderRadius: 4 }}
      />
      {failed === src && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="预览未能生成：请检查每个字段已填写完整，位置在画布内（X 0–1200，Y 0–850）"
        />
      )}
    </section>
  );
}
