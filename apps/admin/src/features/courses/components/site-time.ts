/** The course forms' times: the console's shared conversions (`lib/site-time.ts`). */
export { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';
