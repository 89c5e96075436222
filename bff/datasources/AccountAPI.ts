// The backend's account edits and plans: profile names, password change, the plan list and a plan switch.
import type { PasswordChangedDTO, PlanListDTO, ProfileDTO } from '../../schema/rest';
import type { ChangePasswordBody, ChangePlanBody, ProfileBody } from '../../schema/rules/account';
import { BackendAPI } from './BackendAPI';

export class AccountAPI extends BackendAPI {
  updateProfile(body: ProfileBody): Promise<ProfileDTO> {
    return this.put<ProfileDTO>('/member/profile', { body });
  }

  changePassword(body: ChangePasswordBody): Promise<PasswordChangedDTO> {
    return this.put<PasswordChangedDTO>('/member/password', { body });
  }

  /** One call however many fields ask: GETs are deduplicated for the request's lifetime. */
  listPlans(): Promise<PlanListDTO> {
    return this.get<PlanListDTO>('/plans');
  }

  changePlan(body: ChangePlanBody): Promise<ProfileDTO> {
    return this.put<ProfileDTO>('/member/plan', { body });
  }
}
