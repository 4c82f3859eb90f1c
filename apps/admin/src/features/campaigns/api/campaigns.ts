import type { FlashSaleItem, FlashSaleRequest, GroupBuyItem, GroupBuyRequest } from '@meedu/contract/admin';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const flashSalesKey = ['flash-sales'] as const;
export const groupBuysKey = ['group-buys'] as const;

/** `GET /flash-sales` (`q`; newest first) */
export const flashSaleListQuery = pagedListQuery<FlashSaleItem>('/flash-sales', flashSalesKey);
export const flashSaleMutations = recordMutations<FlashSaleRequest, FlashSaleItem>('/flash-sales', [
  flashSalesKey,
]);

/** `GET /group-buys` (`q`; newest first) */
export const groupBuyListQuery = pagedListQuery<GroupBuyItem>('/group-buys', groupBuysKey);
export const groupBuyMutations = recordMutations<GroupBuyRequest, GroupBuyItem>('/group-buys', [
  groupBuysKey,
]);
