// Mutation.uploadWebPluginIcon: decodes the base64 icon and sends the backend's multipart upload. A file
// over 500 KB is refused here without shipping it; the backend sniffs the type and sanitises SVG.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { WEB_ICON_MAX_BYTES } from '../../../schema/rules/constants';
import { bffError, validationFailed } from '../../errors';
import { decodeUpload, uploadIssues } from '../../uploads';

export const uploadWebPluginIcon: NonNullable<MutationResolvers['uploadWebPluginIcon']> = async (_parent, { input }, { dataSources }) => {
  const issues = uploadIssues(input.file, 'file');
  if (issues.length > 0) throw validationFailed(issues);
  const file = decodeUpload(input.file);
  if (file.content.length > WEB_ICON_MAX_BYTES) throw bffError('FILE_TOO_LARGE');
  return { settings: await dataSources.webPlugin.uploadIcon(input.botId, input.kind, file) };
};
