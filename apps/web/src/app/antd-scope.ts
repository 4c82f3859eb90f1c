import { earlyLazy } from './page-modules.ts';

/** AntdScope, loaded with the first page that needs it (startup/early.ts starts it beside the page). */
export const antdScope = earlyLazy(() => import('../components/antd/AntdScope.tsx'));
