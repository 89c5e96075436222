// Parses request input with a shared zod schema; a failure becomes 400 VALIDATION_FAILED with field issues.
import type { z } from 'zod';
import { fieldIssues } from '../../schema/rules/validation';
import { validationFailed } from './errors';

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationFailed(fieldIssues(result.error));
  return result.data;
}
