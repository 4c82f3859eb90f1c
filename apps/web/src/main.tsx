import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { Root } from './app/Root.tsx';
import { startEarly } from './app/startup/early.ts';
import { keepServerPageUntilReady } from './app/startup/server-page.ts';
import { installUnauthorizedHandler } from './app/unauthorized.ts';

installUnauthorizedHandler();
// Config, navs, member detail and the first route's code and queries go out before React renders (issue 10).
startEarly();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
keepServerPageUntilReady(container);
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
