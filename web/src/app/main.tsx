import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { collectErrors } from '../shell/error-log';
import { Providers } from './providers';
import { createRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root, collectErrors(import.meta.env.PROD)).render(
  <StrictMode>
    <Providers router={createRouter()} />
  </StrictMode>,
);
