// OpenAPI response shapes of the knowledge files (AutoQA page); the paths come from the route table.
import { KNOWLEDGE_FILE_STATUSES, KNOWLEDGE_REFUSALS } from '../../schema/rules/knowledge';
import { confidence, dateTime, integer, object, ref, soleSource, sourceVerdict, string } from '../openapi/builders';

const location = object({ row: { type: 'integer', description: 'CSV row, 1-based, header = 1.' }, page: { type: 'integer', description: 'PDF page, 1-based.' }, paragraph: integer }, []);

export const knowledgeSchemas = {
  AutoQaFile: object({
    file_id: string,
    file_name: string,
    description: string,
    summary: { type: 'string', description: "The language model's summary when configured, else the file's first sentences." },
    prompt: string,
    active: { type: 'boolean' },
    status: { enum: [...KNOWLEDGE_FILE_STATUSES] },
    step: { enum: ['queued', 'parse', 'chunk', 'index', 'done'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    reason: { type: ['string', 'null'], description: 'Why ingestion failed (status failed only), as a code: a refusal `<reason>` or `<reason>@row:<n>` / `@page:<n>`, else an error code such as INTERNAL (a file failed before the codes: an English sentence).' },
    chunk_count: integer,
    size: integer,
    content_type: string,
    created_at: dateTime,
    updated_at: dateTime,
  }),
  AutoQaData: object({ chatbot_id: string, prompt: { type: 'string', description: 'The bot-level prompt.' }, files: { type: 'array', items: ref('AutoQaFile') } }),
  KnowledgeUpload: object({ files: { type: 'array', items: ref('AutoQaFile') }, replaced: { type: 'array', items: string, description: 'Names replaced with overwrite=true.' } }),
  IngestEvent: object({ chatbot_id: string, file_id: string, file_name: string, status: { enum: [...KNOWLEDGE_FILE_STATUSES] }, step: string, progress: { type: 'number' }, reason: { type: ['string', 'null'] }, chunk_count: integer }),
  RetrievalTest: object({
    question: string,
    answer: { type: ['string', 'null'], description: 'The extractive AutoQA reply, naming its file; null when not covered.' },
    verdict: sourceVerdict,
    sole_source: soleSource,
    chunks: {
      type: 'array',
      items: object({ file_id: string, file_name: string, ordinal: integer, location, section: string, label: { type: 'string', description: "What a reply's button for it says." }, text: string, score: { type: 'number', description: 'About 0–1.' }, confidence }),
    },
  }),
  KnowledgeError: object({
    error: object(
      {
        code: { enum: ['KNOWLEDGE_FILE_INVALID', 'FILE_EXISTS'] },
        message: { type: 'string', description: 'Names the file and, when known, the row or page.' },
        file: string,
        reason: { enum: [...KNOWLEDGE_REFUSALS] },
        location,
      },
      ['code', 'message', 'file'],
    ),
  }),
};
