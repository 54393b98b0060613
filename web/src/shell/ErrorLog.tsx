import { lazy, Suspense } from 'react';
import { useErrorLog } from './error-log';

// The dialog loads with the first error; most sessions never see it.
const ErrorLogPanel = lazy(() => import('./ErrorLogPanel'));

/** The error-log button, shown once an error was collected. */
export function ErrorLog() {
  const entries = useErrorLog();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorLogPanel entries={entries} />
    </Suspense>
  );
}
