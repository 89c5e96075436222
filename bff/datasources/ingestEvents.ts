// The backend's Server-Sent Events about a bot's knowledge ingestion (GET /graph-rag/{botId}/ingest/events): every
// file's state first, then every step; the backend ends the stream once no file is pending or processing.
import type { IngestEventDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_STATUSES } from '../../schema/rules/knowledge';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { eventGuard, openEventStream } from './eventStream';

const isIngestEvent = eventGuard<IngestEventDTO>({
  file_id: 'string',
  file_name: 'string',
  status: KNOWLEDGE_FILE_STATUSES,
  step: 'string',
  progress: 'number',
  chunk_count: 'number',
});

export function openIngestEvents(backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<IngestEventDTO> {
  return openEventStream({ backendUrl, path: `/graph-rag/${segment(botId)}/ingest/events`, session, eventName: 'ingest', isEvent: isIngestEvent });
}
