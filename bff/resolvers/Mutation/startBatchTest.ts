// Mutation.startBatchTest: decodes the base64 CSV and sends the backend's multipart upload. No file is refused here
// as the backend refuses it (validation.noFileSelected); the backend's IMPORT_INVALID reaches the client with the bad
// lines in extensions.lines.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { MSG } from '../../../schema/rules/validation';
import { validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';

export const startBatchTest: NonNullable<MutationResolvers['startBatchTest']> = async (_parent, { input }, { dataSources }) => {
  if (!input.file) throw validationFailed([{ field: 'file', message: MSG.noFileSelected }]);
  const issues = uploadIssues(input.file, 'file');
  if (issues.length > 0) throw validationFailed(issues);
  return { run: await dataSources.batchTest.start(input.botId, decodeUpload(input.file)) };
};
