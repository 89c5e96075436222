// The backend's Server-Sent Events about a bot's knowledge ingestion (GET /graph-rag/{botId}/ingest/events): every
// file's state first, then every step; the backend ends the stream once no file is pending or processing.
import type { IngestEventDTO } from '../../schema/rest';
import { KNOWLEDGE_FILE_STATUSES } from '../../schema/rules/knowledge';
import type { SessionCredentials } from '../session';
import { segment } from './BackendAPI';
import { openEventStream } from './eventStream';

const STATUSES: readonly unknown[] = KNOWLEDGE_FILE_STATUSES;

function isIngestEvent(value: unknown): value is IngestEventDTO {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.file_id === 'string' &&
    typeof event.file_name === 'string' &&
    STATUSES.includes(event.status) &&
    typeof event.step === 'string' &&
    typeof event.progress === 'number' &&
    typeof event.chunk_count === 'number'
  );
}

export function openIngestEvents(backendUrl: string, botId: string, session: SessionCredentials): AsyncIterableIterator<IngestEventDTO> {
  return openEventStream({ backendUrl, path: `/graph-rag/${segment(botId)}/ingest/events`, session, eventName: 'ingest', isEvent: isIngestEvent });
}
