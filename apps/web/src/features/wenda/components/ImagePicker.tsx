import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { useImageUploadMutation, type ImageTarget } from '../api/image-upload.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

const TYPES = ['image/png', 'image/jpeg'];
const MAX_BYTES = 2 * 1024 * 1024;

interface Props {
  target: ImageTarget;
  urls: string[];
  onChange(urls: string[]): void;
  max: number;
  label?: string;
}

/**
 * The '插入图片' tile (screens catalog §19.1, §20.2): png, jpg or jpeg under 2 MB ('{name}不是图片文件',
 * '图片大小不超过2M'), at most `max` ('最多上传{max}张图片'); '上传成功' adds a thumbnail, and a thumbnail's ×
 * removes it.
 */
export function ImagePicker({ target, urls, onChange, max, label = '插入图片' }: Props) {
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUploadMutation(target);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return void message.error(`${file.name}不是图片文件`);
    if (file.size >= MAX_BYTES) return void message.error('图片大小不超过2M');
    if (urls.length >= max) return void message.error(`最多上传${max}张图片`);
    upload.mutate(file, {
      onSuccess: (url) => {
        void message.success('上传成功');
        onChange([...urls, url]);
      },
    });
  };

  return (
    <div className="wd-images">
      {urls.map((u, i) => (
        <span className="wd-images__item" key={u}>
          <img src={u} alt={`图片${i + 1}`} />
          <button
            type="button"
            aria-label={`删除图片${i + 1}`}
            onClick={() => onChange(urls.filter((x) => x !== u))}
          >
            <CloseOutlined />
          </button>
        </span>
      ))}
      {urls.length < max ? (
        <button
          type="button"
          className="wd-images__add"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          <PictureOutlined />
          <span>{upload.isPending ? '上传中' : label}</span>
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        aria-label={label}
        hidden
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
