import { MSG_EXTRA } from '@console/contracts';
import { TRPCClientError } from '@trpc/client';

/** The gateway's answer to a save on a version the record has left (issue 28), as a component test's fake call throws it. */
export const conflictAnswer = (path: string) =>
  new TRPCClientError(MSG_EXTRA.conflict, {
    result: {
      error: {
        message: MSG_EXTRA.conflict,
        code: -32600,
        data: { code: 'CONFLICT', httpStatus: 409, path, kind: 'conflict' },
      },
    },
  });
