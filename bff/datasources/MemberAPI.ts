// The backend's member area: registration, login, logout and the profile of the signed-in account.
import type { LoginResponseDTO, ProfileDTO, RegisterResponseDTO, StatusDTO } from '../../schema/rest';
import type { LoginBody, RegisterBody } from '../../schema/rules/validation';
import { BackendAPI } from './BackendAPI';

export class MemberAPI extends BackendAPI {
  registerAccount(body: RegisterBody): Promise<RegisterResponseDTO> {
    return this.post<RegisterResponseDTO>('/member/register', { body });
  }

  logIn(body: LoginBody): Promise<LoginResponseDTO> {
    return this.post<LoginResponseDTO>('/member/login', { body });
  }

  logOut(): Promise<StatusDTO> {
    return this.post<StatusDTO>('/member/logout', { body: {} });
  }

  getProfile(): Promise<ProfileDTO> {
    return this.get<ProfileDTO>('/member/profile');
  }
}
