import type { PaperListReply } from '@meedu/contract';
import { catalogueQuery } from './list-params.ts';

/** GET /addons/Paper/api/v1/papers — papers by category (§9.2). */
export const paperListQuery = catalogueQuery<PaperListReply>('paper-list', '/addons/Paper/api/v1/papers');
