import { useQuery } from '@tanstack/react-query';
import { Button, Input, InputNumber, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRereadMember } from '../../../stores/member-reread.ts';
import { useMember } from '../../../stores/session-actions.ts';
import { createFormQuery, useAskMutation } from '../api/question-create.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

export const QUESTION_IMAGES_MAX = 9;

interface Props {
  open: boolean;
  onClose(): void;
  /** Rewards allowed (config enable_credit1). */
  rewards: boolean;
}

/**
 * The create-question dialog (screens catalog §19.1), loaded when first opened. What was typed stays when the
 * server refuses. Success: '发布成功', the dialog closes, the balance is read again, and after 600 ms the question.
 */
export default function AskDialog({ open, onClose, rewards }: Props) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const member = useMember();
  const form = useQuery({ ...createFormQuery, enabled: open });
  const ask = useAskMutation();
  const [category, setCategory] = useState(0);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [credit, setCredit] = useState<number | null>(null);

  // The balance shown must be the server's now (screens: the user is re-fetched on open).
  useRereadMember(open);

  const ready = category > 0 && title.trim() !== '' && content.trim() !== '';
  const submit = () => {
    if (ask.isPending) return;
    if (!category) return void message.error('请选择问题分类');
    if (!title.trim()) return void message.error('请填写问题标题');
    if (!content.trim()) return void message.error('请填写问题具体内容');
    const reward = rewards && credit ? Math.floor(credit) : 0;
    if (reward > (member?.credit1 ?? 0)) return void message.error('积分余额不足');
    ask.mutate(
      {
        category_id: category,
        title: title.trim(),
        original_content: content,
        render_content: content,
        images,
        credit1: reward,
      },
      {
        onSuccess: ({ id }) => {
          void message.success('发布成功');
          setTitle('');
          setContent('');
          setImages([]);
          setCredit(null);
          onClose();
          setTimeout(() => void navigate(paths.wendaDetail(id)), 600);
        },
      },
    );
  };

  return (
    <Modal open={open} onCancel={onClose} title="我要提问" footer={null} width={640} destroyOnHidden={false}>
      <div className="wd-ask">
        <div className="wd-ask__field" role="group" aria-label="问题分类">
          <span className="wd-ask__label">问题分类*</span>
          {form.isPending ? (
            <Skeleton.Input active size="small" />
          ) : (
            <div className="wd-ask__chips">
              {(form.data?.categories ?? []).map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={c.id === category ? 'wd-chip is-active' : 'wd-chip'}
                  aria-pressed={c.id === category}
                  onClick={() => setCategory(c.id)}
                >
                  {c.name}
                </button>
              ))}
            </div>
          )}
        </div>
        <label className="wd-ask__field">
          <span className="wd-ask__label">问题标题*</span>
          <Input
            value={title}
            maxLength={64}
            placeholder="请填写问题标题（不超过64个字）"
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="wd-ask__field">
          <span className="wd-ask__label">问题内容*</span>
          <Input.TextArea
            value={content}
            autoSize={{ minRows: 4, maxRows: 10 }}
            placeholder="请填写问题具体内容"
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
        <div className="wd-ask__field">
          <span className="wd-ask__label">插入图片</span>
          <ImagePicker target="question" urls={images} onChange={setImages} max={QUESTION_IMAGES_MAX} />
        </div>
        {rewards ? (
          <label className="wd-ask__field">
            <span className="wd-ask__label">悬赏积分</span>
            <span className="wd-ask__reward">
              <InputNumber
                value={credit}
                min={0}
                precision={0}
                placeholder="置悬赏积分"
                style={{ width: 160 }}
                aria-label="悬赏积分"
                onChange={(v) => setCredit(typeof v === 'number' ? v : null)}
              />
              <span className="wd-ask__balance">积分余额：{member?.credit1 ?? 0}积分</span>
            </span>
          </label>
        ) : null}
        <Button type="primary" block size="large" disabled={!ready} loading={ask.isPending} onClick={submit}>
          发布问题
        </Button>
      </div>
    </Modal>
  );
}
