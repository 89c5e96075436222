// Backend REST answers of the knowledge areas: knowledge files (AutoQA), AutoFAQ and prompt optimisation.
// Re-exported by schema/rest.ts, so every layer imports them from there.
import type { ErrorBody } from './rules/errors';
import type { KnowledgeLocation, KnowledgeRefusal } from './rules/knowledge';

// ── Knowledge files: /graph-rag/{botId}/… ───────────────────────────────────────────────────────────────────

/** A knowledge file's ingestion state: pending → processing → ready | failed. */
export type AutoQaFileStatus = 'pending' | 'processing' | 'ready' | 'failed';

/** One file of the AutoQA page. */
export interface AutoQaFileDTO {
  file_id: string;
  file_name: string;
  description: string;
  /** The language model's summary when one is configured, else the file's first sentences. */
  summary: string;
  /** The per-file prompt ('' when none). */
  prompt: string;
  active: boolean;
  status: AutoQaFileStatus;
  /** The current ingestion step: queued, parse, chunk, index, done. */
  step: string;
  /** 0..1 */
  progress: number;
  /** Why ingestion failed; null unless status is failed. */
  reason: string | null;
  chunk_count: number;
  size: number;
  content_type: string;
  created_at: string;
  updated_at: string;
}

/** GET /graph-rag/{id}/autoqa-data/ and the answer of POST /graph-rag/{botId}/update-chatbot-data/ */
export interface AutoQaDataDTO {
  chatbot_id: string;
  /** The bot-level prompt. */
  prompt: string;
  files: AutoQaFileDTO[];
}

/** POST /graph-rag/{botId}/upload-graphrag/ → 201: the files queued for ingestion. */
export interface KnowledgeUploadDTO {
  files: AutoQaFileDTO[];
  /** Names of files that replaced an earlier file of the same name (overwrite=true). */
  replaced: string[];
}

/** GET /graph-rag/{botId}/ingest/events: `event: ingest` with this JSON as data, at every step of every file. */
export interface IngestEventDTO {
  chatbot_id: string;
  file_id: string;
  file_name: string;
  status: AutoQaFileStatus;
  step: string;
  progress: number;
  reason: string | null;
  chunk_count: number;
}

/** A retrieved passage: its file, place in the file and relevance (about 0–1). */
export interface RetrievedChunkDTO {
  file_id: string;
  file_name: string;
  /** Position of the chunk in its file, from 0. */
  ordinal: number;
  location: KnowledgeLocation & { paragraph?: number };
  section: string;
  /** What its button says when a reply offers it: its section heading, or else its first sentence. */
  label: string;
  text: string;
  score: number;
  /** The score on the Q&A list's scale, which the bot's answer and suggest thresholds apply to. */
  confidence: number;
}

/**
 * What a reply would do with one source's best candidate: in a bot with other sources, by the bot's thresholds on the
 * confidence a reply weighs — answer (≥ answer threshold), offer it as a button (≥ suggest threshold) or neither; in a
 * bot whose only source it is (`sole_source`), by that source's own rule — answer or neither.
 */
export type SourceVerdict = 'answer' | 'suggest' | 'none';

/** POST /graph-rag/{botId}/retrieval-test/ { question } */
export interface RetrievalTestDTO {
  question: string;
  chunks: RetrievedChunkDTO[];
  /**
   * What AutoQA would reply without a language model: null when the knowledge does not cover the question. In a bot
   * with other sources, the extractive answer of the passage a reply weighs highest.
   */
  answer: string | null;
  /** What a reply would do with the best passage. */
  verdict: SourceVerdict;
  /** The knowledge is the bot's only answer source: it answers by its own rule (retrieval covers the question), not the thresholds. */
  sole_source: boolean;
}

/** Refusals of knowledge uploads: 400 KNOWLEDGE_FILE_INVALID (with reason and location) and 409 FILE_EXISTS name the file. */
export interface KnowledgeErrorBody {
  error: ErrorBody['error'] & { file?: string; location?: KnowledgeLocation; reason?: KnowledgeRefusal };
}

// ── AutoFAQ: /autofaq/{botId}/… — fixed answer sets; the reply is always one of their answers ──────────────────

/** One uploaded answer-set CSV. */
export interface AutoFaqFileDTO {
  file_id: string;
  file_name: string;
  active: boolean;
  answer_count: number;
  size: number;
  created_at: string;
  updated_at: string;
}

/** GET /autofaq/{botId}/data/ (also the answer of upload, toggle and delete). */
export interface AutoFaqDataDTO {
  chatbot_id: string;
  files: AutoFaqFileDTO[];
  /** Answers in active files. */
  answer_count: number;
}

/** A shortlisted fixed answer. */
export interface AutoFaqCandidateDTO {
  answer_id: string;
  file_id: string;
  file_name: string;
  title: string;
  text: string;
  score: number;
  /** The score on the Q&A list's scale, which the bot's answer and suggest thresholds apply to. */
  confidence: number;
}

/** POST /autofaq/{botId}/test/ { question } — what AutoFAQ would reply, and why. */
export interface AutoFaqTestDTO {
  question: string;
  /**
   * Alone, AutoFAQ's shortlist (what a model is shown). With other sources, the answers a reply weighs, in its order
   * and at its confidence, then the rest of that shortlist at confidence 0.
   */
  shortlist: AutoFaqCandidateDTO[];
  /** The chosen answer's id; null when none fits (another source may answer, else the failed message). */
  chosen_answer_id: string | null;
  /** 'model' when the language model chose, 'retrieval' without one or when it failed. */
  chosen_by: 'model' | 'retrieval';
  /** Why the model was not used although configured (timeout, unavailable …); null otherwise. */
  model_error: string | null;
  /** What a reply would do with the best answer. */
  verdict: SourceVerdict;
  /** AutoFAQ is the bot's only answer source: it answers by its own rule (retrieval score ≥ 0.2, or the model's pick), not the thresholds. */
  sole_source: boolean;
}

// ── Prompt optimisation: /graph-rag/{botId}/optimization… ───────────────────────────────────────────────────

export type OptimizationState = 'running' | 'success' | 'failure';

export interface OptimizationJobDTO {
  job_id: string;
  chatbot_id: string;
  state: OptimizationState;
  /** 0..1 */
  progress: number;
  /** The current step: queued, baseline, proposing, measuring, done. */
  step: string;
  /** Failure reason or a short progress note. */
  message: string;
  row_count: number;
  /** Mean similarity (0..1) of AutoQA's answers to the expected answers with the prompt in use, then with the proposal. */
  before_score: number | null;
  after_score: number | null;
  /** The proposed custom (bot-level) prompt; null until success. */
  proposed_prompt: string | null;
  /** pending until the owner applies or discards a successful proposal. */
  decision: 'pending' | 'applied' | 'discarded';
  created_at: string;
  finished_at: string | null;
}

/** GET /graph-rag/{botId}/optimization/ */
export interface OptimizationStatusDTO {
  job: OptimizationJobDTO | null;
  /** The plan's daily limit and how many optimizations started today (Asia/Taipei day). */
  daily_limit: number;
  used_today: number;
  /** False without a language model: the console says one is needed and nothing starts. */
  llm_configured: boolean;
}
