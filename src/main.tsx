import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppActors } from './app/actors.ts';
import { App } from './app/App.tsx';
import './app/global.css';

const actors = await startAppActors();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App actors={actors} />
  </StrictMode>,
);
