import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { collectErrors } from '../shell/error-log';
import { watchAntdMarkup } from './antd-a11y';
import { Providers } from './providers';
import './a11y.css';
import './tables.css';
import { createRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
watchAntdMarkup(document.body);

createRoot(root, collectErrors(import.meta.env.PROD)).render(
  <StrictMode>
    <Providers router={createRouter()} />
  </StrictMode>,
);
