// NOTIFY channels of knowledge ingestion, shared by the routes, the ingest worker, the event stream and the index cache.
/** Payload ignored: every replica's ingest worker looks for queued files now. */
export const KNOWLEDGE_WAKE_CHANNEL = 'knowledge_wakeup';
/** Payload: an IngestEventDTO as JSON, at every step of a file's ingestion. */
export const KNOWLEDGE_INGEST_CHANNEL = 'knowledge_ingest';
/** Payload: a chatbot_id whose answering knowledge changed (file ready, toggled, deleted); replicas drop their index. */
export const KNOWLEDGE_INDEX_CHANNEL = 'knowledge_index_updated';
