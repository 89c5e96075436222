// AutoFaqTestResult fields from the backend's AutoFaqTestDTO; chosen_by is already the enum's word.
import type { AutoFaqTestResultResolvers } from '../__generated__/resolvers-types';
import { sourceVerdictOf } from '../enums';

export const AutoFaqTestResult: AutoFaqTestResultResolvers = {
  chosenAnswerId: (result) => result.chosen_answer_id,
  chosenBy: (result) => result.chosen_by,
  modelError: (result) => result.model_error,
  verdict: (result) => sourceVerdictOf(result.verdict),
  soleSource: (result) => result.sole_source,
};
