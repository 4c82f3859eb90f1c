import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { BookDetailReply } from '@meedu/contract';
import { PromoPanels, PurchaseButtons, usePromotions } from '../../../components/purchase/index.ts';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { bookLikeQuery, useBookLikeMutation } from '../api/book-like.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

interface Props {
  detail: BookDetailReply;
  isLogin: boolean;
  onRead(): void;
}

/**
 * The info box (screens catalog §10.1): cover, name, collect, summary; 开始阅读 once the member may read the
 * whole book (bought, VIP or free), otherwise the buy area (订阅电子书￥{charge}, 会员免费看, promotions).
 */
export function BookInfo({ detail, isLogin, onRead }: Props) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  const { book, is_buy: isBuy } = detail;
  const free = book.charge <= 0;
  const promo = usePromotions('book', book.id, !free && !isBuy);
  const like = useQuery(bookLikeQuery(book.id, isLogin));
  const hit = useBookLikeMutation(book.id, isLogin);
  const liked = like.data?.like ?? false;

  const collect = () => {
    if (!requireLogin() || hit.isPending) return;
    hit.mutate(undefined, { onSuccess: (on) => void message.success(on ? '已收藏' : '取消收藏') });
  };

  return (
    <>
      <section className="bk-info">
        <img
          className="bk-info__cover"
          src={book.thumb}
          alt={book.name}
          fetchPriority="high"
          decoding="async"
        />
        <div className="bk-info__main">
          <div className="bk-info__title">
            <h1>{book.name}</h1>
            <button
              type="button"
              className={liked ? 'bk-collect is-on' : 'bk-collect'}
              aria-pressed={liked}
              onClick={collect}
            >
              {liked ? <StarFilled /> : <StarOutlined />}
              {liked ? '已收藏' : '收藏'}
            </button>
          </div>
          {book.short_desc ? <p className="bk-info__desc">{book.short_desc}</p> : null}
          <div className="bk-info__buy">
            {isBuy || free ? (
              <Button type="primary" size="large" onClick={onRead}>
                开始阅读
              </Button>
            ) : (
              <PurchaseButtons
                kind="book"
                product={{ id: book.id, charge: book.charge, name: book.name, thumb: book.thumb }}
                promo={promo}
                buyLabel={`订阅电子书￥${book.charge}`}
                vipFree={book.charge > 0 && book.is_vip_free === 1}
              />
            )}
          </div>
        </div>
      </section>
      {!free && !isBuy ? <PromoPanels promo={promo} /> : null}
    </>
  );
}
