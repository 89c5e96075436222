// The dialog submit hook: closes on success, keeps the dialog open with the translated reason on a refusal, and does
// nothing more when the form's own checks stop the save.
import { act, renderHook } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import i18n from '../i18n';
import { useDialogSubmit } from './use-dialog-submit';

const submitted = { preventDefault: jest.fn() } as unknown as Parameters<ReturnType<typeof useDialogSubmit>['onSubmit']>[0];

describe('useDialogSubmit', () => {
  it('runs the save, stops the browser posting the form, and closes the dialog when it succeeds', async () => {
    const done = jest.fn();
    let finish: () => void = () => undefined;
    const { result } = renderHook(() => useDialogSubmit(() => new Promise<void>((resolve) => (finish = resolve)), done));
    act(() => result.current.onSubmit(submitted));
    expect(submitted?.preventDefault).toHaveBeenCalled();
    expect(result.current.submitting).toBe(true);
    await act(async () => finish());
    expect(result.current.submitting).toBe(false);
    expect(done).toHaveBeenCalledTimes(1);
    expect(result.current.refusal).toBeNull();
  });

  it('keeps the dialog open with the reason of a refusal, and clears it on the next try', async () => {
    const done = jest.fn();
    let refuse = true;
    const { result } = renderHook(() =>
      useDialogSubmit(async () => {
        if (refuse) throw new CombinedGraphQLErrors({ data: null, errors: [{ message: 'taken', extensions: { code: 'DUPLICATE_BOT_NAME' } }] });
      }, done),
    );
    await act(async () => result.current.onSubmit());
    expect(done).not.toHaveBeenCalled();
    expect(result.current.refusal).toBe(i18n.t('errors.DUPLICATE_BOT_NAME'));
    expect(result.current.refusal).not.toBe('errors.DUPLICATE_BOT_NAME');
    refuse = false;
    await act(async () => result.current.onSubmit());
    expect(result.current.refusal).toBeNull();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not start when the form’s own checks stop the save', async () => {
    const done = jest.fn();
    const { result } = renderHook(() => useDialogSubmit(() => false, done));
    await act(async () => result.current.onSubmit());
    expect(result.current.submitting).toBe(false);
    expect(result.current.refusal).toBeNull();
    expect(done).not.toHaveBeenCalled();
  });
});
