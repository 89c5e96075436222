// Knowledge-file steps for the eval and benchmark scripts: upload through the AutoQA upload route and wait on
// the ingest event stream until no file of the bot is pending or processing.
import type { AutoQaDataDTO, IngestEventDTO, KnowledgeUploadDTO } from '../../schema/rest';
import { KNOWLEDGE_UPLOAD_MAX_FILES } from '../../schema/rules/knowledge';
import type { ProductClient } from './product';

export async function uploadKnowledge(owner: ProductClient, botId: string, files: { name: string; content: Uint8Array | string }[]): Promise<KnowledgeUploadDTO> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]), file.name);
  return owner.request<KnowledgeUploadDTO>('POST', `/graph-rag/${botId}/upload-graphrag/`, form);
}

/** Uploads any number of files, as many per request as the upload route takes. */
export async function uploadKnowledgeInBatches(owner: ProductClient, botId: string, files: { name: string; content: Uint8Array | string }[]): Promise<void> {
  for (let i = 0; i < files.length; i += KNOWLEDGE_UPLOAD_MAX_FILES) await uploadKnowledge(owner, botId, files.slice(i, i + KNOWLEDGE_UPLOAD_MAX_FILES));
}

/** Reads the ingest event stream to its end (the server ends it once ingestion is idle); returns the file list. */
export async function waitForIngestion(owner: ProductClient, botId: string): Promise<AutoQaDataDTO> {
  const response = await fetch(`${owner.baseUrl}/graph-rag/${botId}/ingest/events`, { headers: { authorization: `Bearer ${owner.bearer}` } });
  if (!response.ok || !response.body) throw new Error(`ingest events: ${response.status}`);
  const decoder = new TextDecoder();
  let buffered = '';
  const failures: IngestEventDTO[] = [];
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffered += decoder.decode(chunk.value, { stream: true });
    for (let boundary = buffered.indexOf('\n\n'); boundary >= 0; boundary = buffered.indexOf('\n\n')) {
      const data = buffered.slice(0, boundary).split('\n').find((line) => line.startsWith('data: '));
      buffered = buffered.slice(boundary + 2);
      const event = data ? (JSON.parse(data.slice('data: '.length)) as IngestEventDTO) : undefined;
      if (event?.status === 'failed') failures.push(event);
    }
  }
  if (failures.length > 0) throw new Error(`ingestion failed: ${failures.map((event) => `${event.file_name}: ${event.reason}`).join('; ')}`);
  return owner.request<AutoQaDataDTO>('GET', `/graph-rag/${botId}/autoqa-data/`);
}
