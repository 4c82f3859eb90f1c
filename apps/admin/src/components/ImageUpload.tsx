import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { CONSOLE_IMAGE_MAX_BYTES, CONSOLE_IMAGE_TYPES } from '@meedu/contract/admin';
import { Alert, Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { AdminApiError } from '../api/client.ts';
import { uploadImage } from '../api/uploads.ts';

export interface ImageUploadProps {
  /** The image's URL (the form value). */
  value?: string;
  onChange?: (url: string) => void;
  /** Set by `Form.Item`: the file input's id, so the item's label names it. */
  id?: string;
  /** What the image is (`站点 Logo`), for the preview's text alternative. */
  label: string;
  disabled?: boolean;
}

/**
 * An image field: choose a file, it goes to `POST /uploads/images` (checked there by content and size) and the
 * answered URL becomes the value, shown as a preview with 移除. Put it in a `Form.Item` with a label: the label
 * names the file input.
 */
export function ImageUpload({ value, onChange, id, label, disabled }: ImageUploadProps) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    if (file.size > CONSOLE_IMAGE_MAX_BYTES) {
      setProblem(`图片不能超过 ${CONSOLE_IMAGE_MAX_BYTES / 1024 / 1024}MB`);
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadImage(file);
      onChange?.(url);
    } catch (error) {
      setProblem(error instanceof AdminApiError ? error.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={8} align="start">
      {value && (
        <Flex gap={8} align="end">
          <img
            src={value}
            alt={`${label}预览`}
            style={{ maxWidth: 240, maxHeight: 120, border: '1px solid #eee', borderRadius: 4 }}
          />
          {!disabled && (
            <Button size="small" onClick={() => onChange?.('')}>
              移除
            </Button>
          )}
        </Flex>
      )}
      <Upload
        id={id}
        accept={CONSOLE_IMAGE_TYPES.join(',')}
        showUploadList={false}
        disabled={disabled || uploading}
        customRequest={({ file }) => {
          if (file instanceof File) void send(file);
        }}
      >
        {/* The wrapper antd draws is the button; its content is text, not a second button inside it. */}
        <span className="ant-btn ant-btn-default ant-btn-color-default ant-btn-variant-outlined">
          {uploading ? <LoadingOutlined /> : <UploadOutlined />}
          <span>{uploading ? '上传中…' : value ? '更换图片' : '上传图片'}</span>
        </span>
      </Upload>
      {problem && <Alert type="error" message={problem} showIcon role="alert" />}
    </Flex>
  );
}
