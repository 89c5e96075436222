// Client-side checks of the AutoQA page's uploads (PRODUCT.md §5: CSV, TXT, DOCX or PDF, at most 5 MB each) and
// the reading of a refused upload (KNOWLEDGE_FILE_INVALID names the file, the reason and the row or page).
import { KNOWLEDGE_FILE_MAX_BYTES } from '../../../../schema/rules/constants';
import { KNOWLEDGE_REFUSALS, type KnowledgeRefusal } from '../../../../schema/rules/knowledge';
import { isKnowledgeFileName } from '../../bots/knowledge-files';
import { graphQLErrorsOf } from '../../forms/graphql-errors';

export { KNOWLEDGE_ACCEPT, contentTypeOf as knowledgeContentType } from '../../bots/knowledge-files';

/** The i18n key of why a chosen file cannot be uploaded, or null when it may go. */
export function knowledgeFileProblem(file: File): 'autoQa.upload.badType' | 'autoQa.upload.tooLarge' | null {
  if (!isKnowledgeFileName(file.name)) return 'autoQa.upload.badType';
  if (file.size > KNOWLEDGE_FILE_MAX_BYTES) return 'autoQa.upload.tooLarge';
  return null;
}

/** What the backend said about a refused file: which file, why, and where in it. */
export interface UploadRefusal {
  code: 'KNOWLEDGE_FILE_INVALID' | 'FILE_EXISTS';
  file: string | null;
  reason: KnowledgeRefusal | null;
  row: number | null;
  page: number | null;
}

const isRefusal = (value: unknown): value is KnowledgeRefusal => (KNOWLEDGE_REFUSALS as readonly unknown[]).includes(value);
const integerOrNull = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);

/** The refusal in a KNOWLEDGE_FILE_INVALID or FILE_EXISTS failure, or null for any other failure. */
export function uploadRefusalOf(error: unknown): UploadRefusal | null {
  const extensions = graphQLErrorsOf(error)?.[0]?.extensions;
  if (extensions?.code !== 'KNOWLEDGE_FILE_INVALID' && extensions?.code !== 'FILE_EXISTS') return null;
  const location = (typeof extensions.location === 'object' && extensions.location !== null ? extensions.location : {}) as Record<string, unknown>;
  return {
    code: extensions.code,
    file: typeof extensions.file === 'string' ? extensions.file : null,
    reason: isRefusal(extensions.reason) ? extensions.reason : null,
    row: integerOrNull(location.row),
    page: integerOrNull(location.page),
  };
}
