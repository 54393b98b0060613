import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { appContainer, replaceFirstHtml } from '../session/login/first-html';
import { collectErrors } from '../shell/error-log';
import { watchAntdMarkup } from './antd-a11y';
import { Providers } from './providers';
import './a11y.css';
import './tables.css';
import { createRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
watchAntdMarkup(document.body);

/** Puts the app in the place of /login's first HTML when it first commits (first-html.ts). */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(replaceFirstHtml, []);
  return children;
}

// Drawn as a transition, in slices that leave the page free to take typing meanwhile (the first HTML of /login
// shows its form already), rather than in one long task.
const app = createRoot(appContainer(root), collectErrors(import.meta.env.PROD));
startTransition(() =>
  app.render(
    <StrictMode>
      <TakeOver>
        <Providers router={createRouter()} />
      </TakeOver>
    </StrictMode>,
  ),
);
