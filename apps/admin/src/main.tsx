import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { Root } from './app/Root.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
