import type { PracticeListReply } from '@meedu/contract';
import { catalogueQuery } from './list-params.ts';

/** GET /addons/Paper/api/v1/practices — practices by category (§11.1). */
export const practiceListQuery = catalogueQuery<PracticeListReply>(
  'practice-list',
  '/addons/Paper/api/v1/practices',
);
