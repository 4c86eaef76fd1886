import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppActors } from './app/actors.ts';
import { App } from './app/App.tsx';
import './app/global.css';
import { Splash } from './components/Splash.tsx';
import { bootSettled } from './app/start-up/boot-settled.ts';
import { yieldToBrowser } from './app/start-up/yield-to-browser.ts';

// The lobby's first screen is already painted by the server (decision 0047): start-up only has
// to stay out of the player's way. Each step yields to the browser first, and the first render
// is a transition, which React renders in slices of a few milliseconds, so no step becomes one
// long task that blocks a tap.
await yieldToBrowser();
const actors = await startAppActors();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// The splash (hidden under the server's first screen where there is one) until the settings and
// the first catalog are in; then the app, as a transition (see start-up/boot-settled.ts).
reactRoot.render(<Splash />);
await bootSettled(actors);
await yieldToBrowser();
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  ),
);
