import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@asa/domain';
import { App } from './app/app';
import { initialLanguage, setLanguage } from './lib/i18n';

parseWithoutEval();

// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
// handle input in between, instead of one long task of the whole dashboard (docs/performance.md "Lighthouse").
// First the language of the first screen (chosen before, else the browser's) with its catalogues: English
// is in this chunk, another language's common catalogue is one small request.
const root = createRoot(document.getElementById('root')!);
void setLanguage(initialLanguage()).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
