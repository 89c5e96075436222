// Which name each path gives the browser tab.
import { titleKeyOf } from './DocumentTitle';

describe('titleKeyOf', () => {
  it('names bot pages by their section in the bot menu, other pages by their own title', () => {
    expect(titleKeyOf('/dashboard/bot/42/history')).toBe('botNav.history');
    expect(titleKeyOf('/dashboard/bot/42/batch-test/')).toBe('botNav.batchTest');
    expect(titleKeyOf('/dashboard')).toBe('dashboard.title');
    expect(titleKeyOf('/dashboard/bot/create')).toBe('wizard.title');
  });

  it('leaves unknown paths and unknown bot sections unnamed', () => {
    expect(titleKeyOf('/dashboard/bot/42/nowhere')).toBeUndefined();
    expect(titleKeyOf('/no/such/page')).toBeUndefined();
  });
});
