// OpenAPI pieces of the /graph-rag/{botId}/* paths (knowledge files of the AutoQA page), spread into
// backend/openapi/document.ts.
import { KNOWLEDGE_FILE_STATUSES, KNOWLEDGE_PROMPT_MAX_TOKENS, KNOWLEDGE_REFUSALS, KNOWLEDGE_UPLOAD_MAX_FILES } from '../../schema/rules/knowledge';
import { body, botErrors, botId, dateTime, errors, integer, json, object, pathParameter, ref, secured, string } from '../openapi/builders';

const fileId = pathParameter('fileId', 'The knowledge file id.');
const location = object({ row: { type: 'integer', description: 'CSV row, 1-based, header = 1.' }, page: { type: 'integer', description: 'PDF page, 1-based.' }, paragraph: integer }, []);
const prompt = { type: 'string', description: `At most ${KNOWLEDGE_PROMPT_MAX_TOKENS} estimated tokens (≈ 270 Chinese or 1,500 English characters; schema/rules/tokens.ts).` };

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
    reason: { type: ['string', 'null'], description: 'Why ingestion failed (status failed only).' },
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
    chunks: {
      type: 'array',
      items: object({ file_id: string, file_name: string, ordinal: integer, location, section: string, text: string, score: { type: 'number', description: 'About 0–1.' } }),
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
  ToggleActiveBody: object({ active: { type: 'boolean' } }),
  UpdateKnowledgeDataBody: object(
    { prompt, files: { type: 'array', items: object({ file_id: string, description: { type: 'string', maxLength: 500 }, prompt }, ['file_id']) } },
    [],
  ),
  RetrievalTestBody: object({ question: { type: 'string', minLength: 1, maxLength: 1000 } }),
};

const knowledgeError = (description: string) => ({ description, content: { 'application/json': { schema: ref('KnowledgeError') } } });

export const knowledgePaths = {
  '/graph-rag/{botId}/upload-graphrag/': {
    post: {
      summary: 'Upload knowledge files (CSV in the AutoQA format, TXT, DOCX, PDF with a text layer; each ≤ 5 MB)',
      description: `Every file is read in full before any is stored: one refusal refuses the upload and nothing stored changes. At most ${KNOWLEDGE_UPLOAD_MAX_FILES} files.`,
      security: secured,
      parameters: [botId],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: object({ files: { type: 'array', items: { type: 'string', format: 'binary' } }, overwrite: { enum: ['true', 'false'], description: 'Replace files of the same name.' } }, ['files']),
          },
        },
      },
      responses: {
        '201': json('KnowledgeUpload', 'Queued for ingestion'),
        '400': knowledgeError('KNOWLEDGE_FILE_INVALID naming the file, reason and row/page (or VALIDATION_FAILED: no file)'),
        '409': knowledgeError('FILE_EXISTS: a file of that name is stored; upload again with overwrite=true'),
        ...errors(...botErrors, 'FILE_TOO_LARGE'),
      },
    },
  },
  '/graph-rag/{botId}/autoqa-data/': {
    get: { summary: "The bot's knowledge files and its bot-level prompt", security: secured, parameters: [botId], responses: { '200': json('AutoQaData', 'Files, oldest first'), ...errors(...botErrors) } },
  },
  '/graph-rag/{botId}/files/{fileId}/toggle-active/': {
    put: { summary: 'Let a file answer, or not', security: secured, parameters: [botId, fileId], requestBody: body('ToggleActiveBody'), responses: { '200': json('AutoQaFile', 'Updated'), ...errors(...botErrors, 'NOT_FOUND', 'VALIDATION_FAILED') } },
  },
  '/graph-rag/{botId}/files/{fileId}/': {
    delete: { summary: 'Delete a file with its chunks', security: secured, parameters: [botId, fileId], responses: { '200': json('Status', 'Deleted'), ...errors(...botErrors, 'NOT_FOUND') } },
  },
  '/graph-rag/{botId}/files/{fileId}/retry/': {
    post: { summary: 'Queue a failed (or ready) file for ingestion again', security: secured, parameters: [botId, fileId], responses: { '200': json('AutoQaFile', 'Queued (or already under way)'), ...errors(...botErrors, 'NOT_FOUND') } },
  },
  '/graph-rag/{botId}/update-chatbot-data/': {
    post: {
      summary: 'Save the bot-level prompt and per-file descriptions and prompts',
      security: secured,
      parameters: [botId],
      requestBody: body('UpdateKnowledgeDataBody'),
      responses: { '200': json('AutoQaData', 'Saved'), ...errors(...botErrors, 'NOT_FOUND', 'VALIDATION_FAILED') },
    },
  },
  '/graph-rag/{botId}/ingest/events': {
    get: {
      summary: 'Live ingestion progress',
      description: 'text/event-stream: `event: ingest` with an IngestEvent, first for every file, then at every step; ends when no file is pending or processing.',
      security: secured,
      parameters: [botId],
      responses: { '200': { description: 'Event stream', content: { 'text/event-stream': { schema: ref('IngestEvent') } } }, ...errors(...botErrors) },
    },
  },
  '/graph-rag/{botId}/retrieval-test/': {
    post: {
      summary: 'The chunks a question retrieves from the active files, with the extractive answer',
      security: secured,
      parameters: [botId],
      requestBody: body('RetrievalTestBody'),
      responses: { '200': json('RetrievalTest', 'Best chunks first'), ...errors(...botErrors, 'VALIDATION_FAILED') },
    },
  },
};
