export { PurchaseButtons, type PurchaseButtonsProps } from './PurchaseButtons.tsx';
export { PromoPanels } from './PromoPanels.tsx';
export { usePromotions, type Promotions } from './use-promotions.ts';
