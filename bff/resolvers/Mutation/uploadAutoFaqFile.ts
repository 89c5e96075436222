// Mutation.uploadAutoFaqFile: decodes the base64 answer-set CSV and sends the backend's multipart upload;
// FILE_EXISTS (with the file's name) unless overwrite is true.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';

export const uploadAutoFaqFile: NonNullable<MutationResolvers['uploadAutoFaqFile']> = async (_parent, { input }, { dataSources }) => {
  const issues = uploadIssues(input.file, 'file');
  if (issues.length > 0) throw validationFailed(issues);
  return { data: await dataSources.autoFaq.uploadFile(input.botId, decodeUpload(input.file), input.overwrite ?? false) };
};
