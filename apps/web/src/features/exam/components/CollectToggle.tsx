import { useCollectionToggleMutation } from '../api/collection-action.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** 收藏试题 / 已收藏 (screens §12.4, §14.3, §15.4); toasts 已收藏试题 or 已取消收藏. */
export function CollectToggle({ questionId, on }: { questionId: number; on: boolean }) {
  const { message } = useFeedback();
  const toggle = useCollectionToggleMutation();
  return (
    <button
      type="button"
      className="ex-link"
      aria-pressed={on}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { questionId, was: on },
          { onSuccess: (now) => void message.success(now ? '已收藏试题' : '已取消收藏') },
        )
      }
    >
      {on ? '★ 已收藏' : '☆ 收藏试题'}
    </button>
  );
}
