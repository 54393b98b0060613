import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdFirstForm } from '../session/login/typed';
import { collectErrors } from '../shell/error-log';
import { watchAntdMarkup } from './antd-a11y';
import { Providers } from './providers';
import './a11y.css';
import { createRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
watchAntdMarkup(document.body);
// /login's first HTML already shows the sign-in form (login-shell.tsx); the app replaces it, keeping what was typed.
holdFirstForm(root);

createRoot(root, collectErrors(import.meta.env.PROD)).render(
  <StrictMode>
    <Providers router={createRouter()} />
  </StrictMode>,
);
