import type { Envelope } from '@meedu/contract';
import { Avatar, Upload } from 'antd';
import { useState } from 'react';
import { token } from '../../../lib/storage.ts';
import { avatarUploadUrl } from '../api/avatar.ts';
import { avatarProblem } from '../lib/avatar-check.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/**
 * The avatar as an upload area (screens/account §9.2 `我的头像`). The file is checked against the server's own
 * limits first; a refusal shows the server's `message` (the reference read a missing `msg`; defect 10).
 */
export function AvatarUpload({
  src,
  size = 80,
  onUploaded,
}: {
  src: string;
  size?: number;
  onUploaded(): void;
}) {
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(false);
  const bearer = token.get();

  return (
    <Upload
      name="file"
      action={avatarUploadUrl()}
      headers={{ Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) }}
      accept="image/png,image/jpeg,image/gif"
      showUploadList={false}
      disabled={uploading}
      beforeUpload={(file) => {
        const problem = avatarProblem(file);
        if (problem) {
          message.error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      onChange={({ file }) => {
        if (file.status === 'uploading') {
          setUploading(true);
          return;
        }
        setUploading(false);
        if (file.status === 'done') {
          const reply = file.response as Envelope<unknown> | undefined;
          if (reply?.code === 0) {
            message.success('上传头像成功');
            onUploaded();
          } else {
            message.error(reply?.message || `${file.name} 上传失败`);
          }
        } else if (file.status === 'error') {
          message.error(`${file.name} 上传失败`);
        }
      }}
    >
      <Avatar
        src={src}
        size={size}
        alt="我的头像"
        style={{ cursor: 'pointer', opacity: uploading ? 0.5 : 1 }}
        aria-label="点击图片修改头像"
      />
    </Upload>
  );
}
