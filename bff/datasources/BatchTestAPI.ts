// The backend's batch test of one bot (PRODUCT.md §2 advanced test, /batch-test/{botId}/runs…): start a run from a
// CSV, list and read runs, page through results, compare two runs, move a run, and add a row's question to the Q&A set.
import type { BatchTestComparisonDTO, BatchTestRowPageDTO, BatchTestRunDTO, BatchTestRunListDTO, LikelyGroupsDTO, QaGroupDTO } from '../../schema/rest';
import type { BatchTestResultsQuery } from '../../schema/rules/batch-test';
import type { AddToQaBody } from '../../schema/rules/history';
import { uploadBlob, type DecodedFile } from '../uploads';
import { BackendAPI, segment } from './BackendAPI';

// The methods are async so that a refused id (segment) rejects like any backend answer instead of throwing.
export class BatchTestAPI extends BackendAPI {
  async start(botId: string, file: DecodedFile): Promise<BatchTestRunDTO> {
    const form = new FormData();
    form.append('file', uploadBlob(file), file.fileName);
    return this.post<BatchTestRunDTO>(`/batch-test/${segment(botId)}/runs`, { body: form });
  }

  async runs(botId: string): Promise<BatchTestRunListDTO> {
    return this.get<BatchTestRunListDTO>(`/batch-test/${segment(botId)}/runs`);
  }

  async run(botId: string, runId: string): Promise<BatchTestRunDTO> {
    return this.get<BatchTestRunDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}`);
  }

  async results(botId: string, runId: string, query: BatchTestResultsQuery): Promise<BatchTestRowPageDTO> {
    const params = { offset: String(query.offset), limit: String(query.limit), outcome: query.outcome };
    return this.get<BatchTestRowPageDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}/results`, { params });
  }

  async compare(botId: string, runId: string, otherRunId: string): Promise<BatchTestComparisonDTO> {
    return this.get<BatchTestComparisonDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}/compare/${segment(otherRunId)}`);
  }

  async runAgain(botId: string, runId: string): Promise<BatchTestRunDTO> {
    return this.post<BatchTestRunDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}/again`);
  }

  async move(botId: string, runId: string, action: 'pause' | 'resume' | 'stop'): Promise<BatchTestRunDTO> {
    return this.post<BatchTestRunDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}/${action}`);
  }

  async rowLikelyGroups(botId: string, runId: string, position: number, search: string | undefined): Promise<LikelyGroupsDTO> {
    return this.get<LikelyGroupsDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}/rows/${position}/likely-groups`, { params: search ? { q: search } : {} });
  }

  async addRowToQa(botId: string, runId: string, position: number, body: AddToQaBody): Promise<QaGroupDTO> {
    return this.post<QaGroupDTO>(`/batch-test/${segment(botId)}/runs/${segment(runId)}/rows/${position}/add-to-qa`, { body });
  }
}
