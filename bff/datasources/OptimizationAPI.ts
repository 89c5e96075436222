// The backend's prompt optimisation of one bot (PRODUCT.md §4, /graph-rag/{botId}/optimiz…): start from a CSV of
// questions and answers, read the newest job with the daily limit, and apply or discard the proposed prompt.
import type { OptimizationJobDTO, OptimizationStatusDTO } from '../../schema/rest';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

/** The status answer does not name its bot; the BFF adds it for PromptOptimizationStatus.botId. */
export interface BotOptimizationStatus extends OptimizationStatusDTO {
  chatbot_id: string;
}

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class OptimizationAPI extends BackendAPI {
  async getStatus(botId: string): Promise<BotOptimizationStatus> {
    const status = await this.get<OptimizationStatusDTO>(`/graph-rag/${segment(botId)}/optimization/`);
    return { ...status, chatbot_id: botId };
  }

  async start(botId: string, file: DecodedFile): Promise<OptimizationJobDTO> {
    const form = new FormData();
    form.append('file', uploadBlob(file), file.fileName);
    return this.post<OptimizationJobDTO>(`/graph-rag/${segment(botId)}/optimize-prompt/`, { body: form });
  }

  async apply(botId: string, jobId: string): Promise<OptimizationJobDTO> {
    return this.post<OptimizationJobDTO>(`/graph-rag/${segment(botId)}/optimization/${segment(jobId)}/apply/`);
  }

  async discard(botId: string, jobId: string): Promise<OptimizationJobDTO> {
    return this.post<OptimizationJobDTO>(`/graph-rag/${segment(botId)}/optimization/${segment(jobId)}/discard/`);
  }
}
