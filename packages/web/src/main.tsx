import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@asa/domain';
import { App } from './app/app';

parseWithoutEval();

// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
// handle input in between, instead of one long task of the whole dashboard (docs/performance.md "Lighthouse").
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
