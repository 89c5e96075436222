// The backend's console configuration for the signed-in account: plans and the default language.
import type { UserConfigDTO } from '../../schema/rest';
import { BackendAPI } from './BackendAPI';

export class ConfigAPI extends BackendAPI {
  getUserConfig(): Promise<UserConfigDTO> {
    return this.get<UserConfigDTO>('/custom-user-config/');
  }
}
