/** The console's wire types (`@meedu/contract/admin`): one file per console area; add a line per file. */
export * from './common.ts';
export * from './permissions.ts';
export * from './accounts.ts';
export * from './audit.ts';
export * from './dashboard.ts';
export * from './members.ts';
export * from './orders.ts';
export * from './uploads.ts';
export * from './courses.ts';
export * from './comments.ts';
export * from './settings.ts';
export * from './home.ts';
export * from './vip.ts';
export * from './sms.ts';
export * from './campaigns.ts';
export * from './share.ts';
