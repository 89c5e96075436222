// NOTIFY channels of knowledge ingestion, shared by the routes, the ingest worker and the event stream.
/** Payload ignored: every replica's ingest worker looks for queued files now. */
export const KNOWLEDGE_WAKE_CHANNEL = 'knowledge_wakeup';
/** Payload: an IngestEventDTO as JSON, at every step of a file's ingestion. */
export const KNOWLEDGE_INGEST_CHANNEL = 'knowledge_ingest';
