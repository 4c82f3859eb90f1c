import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Input } from 'antd';
import { useState } from 'react';
import type { MemberDetail } from '@meedu/contract';
import { useAnswerMutation } from '../api/question-detail.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

export const ANSWER_IMAGES_MAX = 6;

/** The answer box (screens catalog §20.2): text and up to 6 images; kept as typed when the server refuses. */
export function AnswerComposer({ questionId, member }: { questionId: number; member: MemberDetail }) {
  const { message } = useFeedback();
  const answer = useAnswerMutation(questionId);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const text = content.trim();

  const submit = () => {
    if (!text || answer.isPending) return;
    answer.mutate(
      { original_content: content, render_content: content, images },
      {
        onSuccess: () => {
          void message.success('评论成功');
          setContent('');
          setImages([]);
        },
      },
    );
  };

  return (
    <form
      className="wd-composer"
      aria-label="回答问题"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Avatar src={member.avatar || undefined} icon={<UserOutlined />} size={40} alt={member.nick_name} />
      <div className="wd-composer__main">
        <Input.TextArea
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder="此处填写你的回答"
          aria-label="回答内容"
          autoSize={{ minRows: 3, maxRows: 10 }}
        />
        <div className="wd-composer__bar">
          <ImagePicker target="answer" urls={images} onChange={setImages} max={ANSWER_IMAGES_MAX} />
          <Button type="primary" htmlType="submit" disabled={!text} loading={answer.isPending}>
            发布回答
          </Button>
        </div>
      </div>
    </form>
  );
}
