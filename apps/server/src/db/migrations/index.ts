import { core } from './0001-core.ts';
import { accounts } from './0002-accounts.ts';
import { catalog } from './0003-catalog.ts';
import { sharedState } from './0004-shared-state.ts';
import { hardening } from './0005-hardening.ts';
import { uploads } from './0006-uploads.ts';
import { live } from './0007-live.ts';
import { booksTopics } from './0008-books-topics.ts';
import { pathsWenda } from './0009-paths-wenda.ts';
import { orders } from './0010-orders.ts';
import { marketing } from './0011-marketing.ts';
import { exams } from './0012-exams.ts';
import { refunds } from './0013-refunds.ts';
import { memberIndexes } from './0014-member-indexes.ts';
import { consoleTables } from './0015-console.ts';
import { media } from './0016-media.ts';
import { consoleCourses } from './0018-console-courses.ts';
import { hardeningSecondRound } from './0019-hardening-second-round.ts';
import { providerKeysSmsLog } from './0020-provider-keys-sms-log.ts';
import { socialiteStates } from './0021-socialite-states.ts';
import { meedu4930 } from './0023-meedu-4930.ts';
import { watermarkCodes } from './0024-watermark-codes.ts';
import { liveStreaming } from './0025-live-streaming.ts';
import { consoleContent } from './0026-console-content.ts';
import { examConsole } from './0027-exam-console.ts';
import { marketingConsole } from './0028-marketing-console.ts';
import { consoleCampaigns } from './0029-console-campaigns.ts';
import { videoCaptions } from './0030-video-captions.ts';
import { bookReadRecords } from './0033-book-read-records.ts';
import type { Migration } from './migration.ts';

/** In order. Add a file per change; never edit one that has shipped. */
export const migrations: Migration[] = [
  core,
  accounts,
  catalog,
  sharedState,
  hardening,
  uploads,
  live,
  booksTopics,
  pathsWenda,
  orders,
  marketing,
  exams,
  refunds,
  memberIndexes,
  consoleTables,
  media,
  consoleCourses,
  hardeningSecondRound,
  providerKeysSmsLog,
  socialiteStates,
  meedu4930,
  watermarkCodes,
  liveStreaming,
  consoleContent,
  examConsole,
  marketingConsole,
  consoleCampaigns,
  videoCaptions,
  bookReadRecords,
];
