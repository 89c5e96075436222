// Mutation.uploadKnowledgeFiles: decodes the base64 files and sends them in one multipart upload. The backend
// refuses the whole upload when one file is refused: KNOWLEDGE_FILE_INVALID (file, reason, row or page) or
// FILE_EXISTS (file) reach the client in extensions.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { KNOWLEDGE_UPLOAD_MAX_FILES } from '../../../schema/rules/knowledge';
import { MSG } from '../../../schema/rules/validation';
import { validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';

export const uploadKnowledgeFiles: NonNullable<MutationResolvers['uploadKnowledgeFiles']> = async (_parent, { input }, { dataSources }) => {
  const { files } = input;
  const countIssues =
    files.length === 0
      ? [{ field: 'files', message: MSG.required }]
      : files.length > KNOWLEDGE_UPLOAD_MAX_FILES
        ? [{ field: 'files', message: MSG.tooLong }]
        : [];
  const issues = [...countIssues, ...files.flatMap((file, index) => uploadIssues(file, `files.${index}`))];
  if (issues.length > 0) throw validationFailed(issues);
  const uploaded = await dataSources.knowledge.uploadFiles(input.botId, files.map(decodeUpload), input.overwrite ?? false);
  return { files: uploaded.files, replaced: uploaded.replaced };
};
