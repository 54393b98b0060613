import { LoadError, NotFound } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';

/**
 * A lead's page whose lead cannot be shown: an address without a valid id is not found; a failed read says what
 * failed (a lead gone is not found, anything else offers 重试), both with the way back to `back`.
 */
export function ClueUnavailable(p: {
  title: string;
  back: string;
  failure: { error: Parameters<typeof LoadError>[0]['error']; refetch: () => unknown; isFetching: boolean } | null;
}) {
  return (
    <PageFrame title={p.title}>
      {p.failure ? (
        <LoadError
          error={p.failure.error}
          onRetry={p.failure.refetch}
          retrying={p.failure.isFetching}
          what="线索"
          back={{ to: p.back }}
        />
      ) : (
        <NotFound back={{ to: p.back }} />
      )}
    </PageFrame>
  );
}
