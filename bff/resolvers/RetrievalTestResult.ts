// RetrievalTestResult fields from the backend's RetrievalTestDTO; the verdict in the enum's words.
import type { RetrievalTestResultResolvers } from '../__generated__/resolvers-types';
import { sourceVerdictOf } from '../enums';

export const RetrievalTestResult: RetrievalTestResultResolvers = {
  verdict: (result) => sourceVerdictOf(result.verdict),
  soleSource: (result) => result.sole_source,
};
