// The backend's third-party sign-in: which providers are offered, starting an attempt and finishing it.
import type { LoginResponseDTO, SignInProvidersDTO, StartSignInResponseDTO } from '../../schema/rest';
import type { CompleteSignInBody, StartSignInBody } from '../../schema/rules/sign-in';
import { BackendAPI } from './BackendAPI';

export class SignInAPI extends BackendAPI {
  getProviders(): Promise<SignInProvidersDTO> {
    return this.get<SignInProvidersDTO>('/member/sign-in/providers');
  }

  start(body: StartSignInBody): Promise<StartSignInResponseDTO> {
    return this.post<StartSignInResponseDTO>('/member/sign-in/start', { body });
  }

  complete(body: CompleteSignInBody): Promise<LoginResponseDTO> {
    return this.post<LoginResponseDTO>('/member/sign-in/complete', { body });
  }
}
