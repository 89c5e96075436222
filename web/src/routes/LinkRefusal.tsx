// A mailed link (confirmation, password reset) that did not work: the reason (PRODUCT.md §8) and the ways on.
import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { ErrorCode } from '../../../schema/rules';
import { FailureAlert } from '../forms/FailureAlert';

export function LinkRefusal({ code, children }: { code: ErrorCode; children: ReactNode }) {
  return (
    <>
      <FailureAlert messageKey={`errors.${code}`} />
      <Group>{children}</Group>
    </>
  );
}
