import { Button, Image, Input } from 'antd';
import { useRef } from 'react';
import { ApiError } from '../../../../api/client.ts';
import { useAnswerImageUploadMutation } from '../../api/upload-image.ts';
import { ReviewScore } from './ReviewScore.tsx';
import { isLocked, type QuestionProps } from './types.ts';
import { useFeedback } from '../../../../components/feedback/feedback.ts';

type Qa = Extract<QuestionProps['value'], { type: 4 }>;

export const MAX_IMAGES = 9;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/**
 * Q&A (type 4), screens §16.4: text saved on blur; in an exam up to 9 png/jpg images under 2 MB, each upload and
 * removal saving the answer again. Marked by a teacher, so no tick or cross.
 */
export function QaBody(props: QuestionProps<Qa>) {
  const { value, onChange, result, mode } = props;
  const { message } = useFeedback();
  const locked = isLocked(props);
  const upload = useAnswerImageUploadMutation();
  const input = useRef<HTMLInputElement>(null);

  const addFiles = async (files: File[]) => {
    // Each upload saves the answer with the images so far, so later ones build on this list, not on the props.
    let answer = value;
    for (const file of files) {
      if (answer.images.length >= MAX_IMAGES) {
        void message.error('最多上传9张图片');
        return;
      }
      if (!IMAGE_NAME.test(file.name) || !/^image\/(png|jpe?g)$/.test(file.type)) {
        void message.error(`${file.name}不是图片文件`);
        continue;
      }
      if (file.size >= MAX_IMAGE_BYTES) {
        void message.error('超过2M限制，不允许上传');
        continue;
      }
      try {
        const url = await upload.mutateAsync(file);
        answer = { ...answer, images: [...answer.images, url] };
        onChange(answer, true);
      } catch (e) {
        void message.error(
          e instanceof ApiError && e.kind === 'business' ? e.message : `${file.name} 上传失败`,
        );
      }
    }
  };

  const id = `qa-${String('id' in props.question ? props.question.id : '')}`;
  return (
    <>
      <div className="ex-qa">
        <label htmlFor={id}>我的作答</label>
        <Input.TextArea
          id={id}
          rows={4}
          value={value.text}
          placeholder="请输入你的答案"
          disabled={locked}
          onChange={(e) => onChange({ ...value, text: e.target.value }, false)}
          onBlur={(e) => !locked && onChange({ ...value, text: e.target.value }, true)}
        />
        {value.images.length > 0 || mode === 'exam' ? (
          <div
            className="ex-qa__images"
            aria-label="作答图片"
            role={value.images.length > 0 ? 'list' : undefined}
          >
            {value.images.map((src, i) => (
              <div className="ex-qa__image" role="listitem" key={src + String(i)}>
                <Image
                  src={src}
                  width={80}
                  height={80}
                  alt={`作答图片${i + 1}`}
                  style={{ objectFit: 'cover' }}
                />
                {mode === 'exam' ? (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() =>
                      onChange({ ...value, images: value.images.filter((_, k) => k !== i) }, true)
                    }
                  >
                    删除图片
                  </Button>
                ) : null}
              </div>
            ))}
            {mode === 'exam' ? (
              <>
                <Button onClick={() => input.current?.click()} loading={upload.isPending}>
                  上传图片
                </Button>
                <input
                  ref={input}
                  type="file"
                  accept="image/png,image/jpeg"
                  multiple
                  hidden
                  aria-label="上传图片"
                  onChange={(e) => {
                    const files = Array.from(e.target.files ?? []);
                    e.target.value = '';
                    void addFiles(files);
                  }}
                />
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <ReviewScore mode={mode} result={result} />
    </>
  );
}
