// Checks a GraphQL input against the shared zod schema before the backend is called, so the user gets
// VALIDATION_FAILED with every broken field at once; the backend checks again and stays the authority.
import type { z } from 'zod';
import type { FieldIssue } from '../schema/rules/errors';
import { fieldIssues } from '../schema/rules/validation';
import { validationFailed } from './errors';

/** Parses a REST body built from a GraphQL input; `moreIssues` are the input's other problems, reported together. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown, moreIssues: FieldIssue[] = []): z.output<S> {
  const result = schema.safeParse(body);
  const issues = [...(result.success ? [] : fieldIssues(result.error)), ...moreIssues];
  if (!result.success || issues.length > 0) throw validationFailed(issues);
  return result.data;
}
