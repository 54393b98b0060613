import { lazy, Suspense } from 'react';
import { useGoBack } from '../../shell/navigation';
import { closeApply, useApplyState } from './store';

// The dialog checks phones with the contracts' validators, whose module also holds zod schemas: it loads when
// first opened, not with the frame.
const ApplyDialog = lazy(() => import('./ApplyDialog'));

/** The one apply dialog of the console; anything opens it with `openApply`. */
export function ApplyDialogHost() {
  const state = useApplyState();
  const goBack = useGoBack();
  if (state.productId === null) return null;
  return (
    <Suspense fallback={null}>
      <ApplyDialog
        key={state.seq}
        state={state}
        onClose={() => {
          closeApply();
          if (state.back) goBack();
        }}
      />
    </Suspense>
  );
}
