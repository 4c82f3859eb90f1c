import type { MockPaperListReply } from '@meedu/contract';
import { catalogueQuery } from './list-params.ts';

/** GET /addons/Paper/api/v1/mock_papers — mock papers by category (§10.1). */
export const mockPaperListQuery = catalogueQuery<MockPaperListReply>(
  'mock-paper-list',
  '/addons/Paper/api/v1/mock_papers',
);
