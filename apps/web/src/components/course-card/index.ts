export {
  BookCard,
  CourseCard,
  FirstScreenCovers,
  FlashSaleCard,
  GroupBuyCard,
  LiveCard,
  PathCard,
  TopicCard,
  soldPercent,
} from './cards.tsx';
export { Price } from './Price.tsx';
export { chargePrice, vodPrice, type PriceTag } from './price.ts';
