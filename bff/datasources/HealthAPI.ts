// The backend's health check.
import type { HealthDTO } from '../../schema/rest';
import type { RESTDataSource } from '@apollo/datasource-rest';
import { BackendAPI } from './BackendAPI';

export class HealthAPI extends BackendAPI {
  getHealth(): Promise<HealthDTO> {
    return this.get<HealthDTO>('/healthz');
  }

  /** A 503 from /healthz is still a health report (database down), not a failed call. */
  protected override async throwIfResponseIsError(options: Parameters<RESTDataSource['throwIfResponseIsError']>[0]): Promise<void> {
    if (options.response.status === 503) return;
    await super.throwIfResponseIsError(options);
  }
}
