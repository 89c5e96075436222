// The backend's member area: registration, login, logout, the profile of the signed-in account, e-mail confirmation
// and password reset.
import type { ConfirmEmailResponseDTO, LoginResponseDTO, ProfileDTO, RegisterResponseDTO, ResendConfirmationResponseDTO, StatusDTO } from '../../schema/rest';
import type { ConfirmEmailBody, LoginBody, PasswordResetRequestBody, RegisterBody, ResetPasswordBody } from '../../schema/rules/validation';
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

  confirmEmail(body: ConfirmEmailBody): Promise<ConfirmEmailResponseDTO> {
    return this.post<ConfirmEmailResponseDTO>('/member/confirm-email', { body });
  }

  resendConfirmation(): Promise<ResendConfirmationResponseDTO> {
    return this.post<ResendConfirmationResponseDTO>('/member/resend-confirmation', { body: {} });
  }

  requestPasswordReset(body: PasswordResetRequestBody): Promise<StatusDTO> {
    return this.post<StatusDTO>('/member/reset', { body });
  }

  resetPassword(body: ResetPasswordBody): Promise<StatusDTO> {
    return this.post<StatusDTO>('/member/confirm-reset-password', { body });
  }
}
