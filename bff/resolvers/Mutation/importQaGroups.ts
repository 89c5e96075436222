// Mutation.importQaGroups: decodes the base64 CSV and sends the backend's multipart import. The backend
// checks every row; its IMPORT_INVALID reaches the client with the bad rows in extensions.lines.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';

export const importQaGroups: NonNullable<MutationResolvers['importQaGroups']> = async (_parent, { input }, { dataSources, loaders }) => {
  const issues = uploadIssues(input.file, 'file');
  if (issues.length > 0) throw validationFailed(issues);
  const result = await dataSources.qa.importGroups(input.botId, decodeUpload(input.file));
  // Replaced groups may already sit in this request's loader with their old content.
  loaders.qaGroupById.clearAll();
  const warnings = result.warnings.map(({ line, message, values }) => ({
    line,
    message,
    otherKey: String(values?.key ?? ''),
    otherLine: typeof values?.line === 'number' ? values.line : null,
  }));
  return { groupsCreated: result.groups_created, groupsUpdated: result.groups_updated, rows: result.rows, warnings };
};
