// Query.batchTestResults: a page of a run's rows, checked with the shared results schema the backend parses too.
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { batchTestResultsSchema } from '../../../schema/rules/batch-test';
import { parseInput } from '../../validation';

export const batchTestResults: NonNullable<QueryResolvers['batchTestResults']> = (_parent, { botId, runId, outcome, offset, limit }, { dataSources }) => {
  const query = parseInput(batchTestResultsSchema, { outcome: outcome ?? undefined, offset: offset ?? undefined, limit: limit ?? undefined });
  return dataSources.batchTest.results(botId, runId, query);
};
