// Which name each path gives the browser tab.
import { titleKeyOf } from './DocumentTitle';

describe('titleKeyOf', () => {
  it('names bot pages by their section in the bot menu, other pages by their own title', () => {
    expect(titleKeyOf('/dashboard/bot/42/history')).toBe('botNav.history');
    expect(titleKeyOf('/dashboard/bot/42/batch-test/')).toBe('botNav.batchTest');
    expect(titleKeyOf('/dashboard')).toBe('dashboard.title');
    expect(titleKeyOf('/dashboard/bot/create')).toBe('wizard.title');
  });

  it('names the pages a mailed link or a sign-in provider opens', () => {
    expect(titleKeyOf('/reset-password')).toBe('reset.newTitle');
    expect(titleKeyOf('/reset-password-success')).toBe('reset.successTitle');
    expect(titleKeyOf('/confirmation')).toBe('confirmation.title');
    expect(titleKeyOf('/is-checked-confirmation')).toBe('confirmation.checkTitle');
    expect(titleKeyOf('/google/callback')).toBe('login.title');
    expect(titleKeyOf('/line/callback')).toBe('login.title');
  });

  it('leaves unknown paths and unknown bot sections unnamed', () => {
    expect(titleKeyOf('/dashboard/bot/42/nowhere')).toBeUndefined();
    expect(titleKeyOf('/no/such/page')).toBeUndefined();
  });
});
