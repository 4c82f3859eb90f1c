import { Avatar, Upload } from 'antd';
import { ApiError } from '../../../api/client.ts';
import { useAvatarUploadMutation } from '../api/avatar.ts';
import { avatarProblem } from '../lib/avatar-check.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/**
 * The avatar as an upload area (screens/account §9.2 `我的头像`). The file is checked against the server's own
 * limits first, then sent through the one client; a refusal shows the server's `message` (the reference read a
 * missing `msg`; defect 10).
 */
export function AvatarUpload({ src, size = 80 }: { src: string; size?: number }) {
  const { message } = useFeedback();
  const upload = useAvatarUploadMutation();

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: () => message.success('上传头像成功'),
      // The client toasts a refusal and a lost connection; an HTTP failure (too large for the server) it leaves.
      onError: (e) => {
        if (e instanceof ApiError && e.kind === 'http') message.error(`${file.name} 上传失败`);
      },
    });

  return (
    <Upload
      accept="image/png,image/jpeg,image/gif"
      showUploadList={false}
      disabled={upload.isPending}
      // antd only picks the file: the upload itself goes through the API client (its bearer, timeout and 401).
      beforeUpload={(file) => {
        const problem = avatarProblem(file);
        if (problem) message.error(problem);
        else send(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Avatar
        src={src}
        size={size}
        alt="我的头像"
        style={{ cursor: 'pointer', opacity: upload.isPending ? 0.5 : 1 }}
        aria-label="点击图片修改头像"
      />
    </Upload>
  );
}
