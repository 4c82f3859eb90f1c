import { createContext } from 'react';

/** True inside antd's scope (AntdScope.tsx), so a nested LazyAntdScope adds nothing. Kept apart: no antd here. */
export const InAntdScope = createContext(false);
