// AutoFaqCandidate fields from the backend's AutoFaqCandidateDTO.
import type { AutoFaqCandidateResolvers } from '../__generated__/resolvers-types';

export const AutoFaqCandidate: AutoFaqCandidateResolvers = {
  answerId: (candidate) => candidate.answer_id,
  fileId: (candidate) => candidate.file_id,
  fileName: (candidate) => candidate.file_name,
};
