/** Wire types shared by the storefront and our server. One file per contract area; add a line per file. */
export * from './common.ts';
export * from './account.ts';
export * from './catalog.ts';
export * from './rules.ts';
export * from './requests.ts';
export * from './exam.ts';
export * from './live.ts';
export * from './book.ts';
export * from './topic.ts';
export * from './order.ts';
export * from './learn-path.ts';
export * from './wenda.ts';
export * from './marketing.ts';
export * from './v430.ts';
export * from './site-time.ts';
export * from './watermark.ts';
export * from './webvtt.ts';
