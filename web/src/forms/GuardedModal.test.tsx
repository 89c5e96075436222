// The discard question of a form dialog (GuardedModal + DialogForm): every way out closes an untouched form at once; a
// changed one asks first in an alertdialog whose focused answer keeps the text and puts focus back where the owner was.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { Button, TextInput } from '@mantine/core';
import { renderPage } from '../test/render';
import { DialogForm } from './DialogForm';
import { GuardedModal } from './GuardedModal';

const closed = jest.fn();
const saved = jest.fn();

function NameForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const save = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    saved(name);
    onClose();
  };
  return (
    <DialogForm onSubmit={save} onCancel={onClose} refusal={null} submitLabel="Save" submitting={false} dirty={name !== ''}>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <TextInput label="Note" />
      <Button disabled={name !== ''} onClick={() => setName('Shop desk')}>
        Suggest a name
      </Button>
    </DialogForm>
  );
}

function Page() {
  const [opened, setOpened] = useState(false);
  const close = () => {
    closed();
    setOpened(false);
  };
  return (
    <>
      <Button onClick={() => setOpened(true)}>Rename</Button>
      <GuardedModal opened={opened} onClose={close} title="Rename the bot">
        {opened && <NameForm onClose={close} />}
      </GuardedModal>
    </>
  );
}

const question = () => screen.findByRole('alertdialog', { name: 'Discard your changes?' });
const noQuestion = () => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

async function opened() {
  const { user } = renderPage(<Page />);
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename the bot' });
  return { user, dialog, name: within(dialog).getByRole('textbox', { name: 'Name' }) };
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename the bot' })).not.toBeInTheDocument());
  // Focus goes back to the button that opened the dialog, however it was closed.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus());
}

beforeEach(() => {
  closed.mockClear();
  saved.mockClear();
});

describe('a form dialog with nothing changed', () => {
  it.each([
    ['Escape', async ({ user }: Awaited<ReturnType<typeof opened>>) => user.keyboard('{Escape}')],
    ['the close button', async ({ user, dialog }: Awaited<ReturnType<typeof opened>>) => user.click(within(dialog).getByRole('button', { name: 'Close the dialog' }))],
    ['Cancel', async ({ user, dialog }: Awaited<ReturnType<typeof opened>>) => user.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
    ['a click outside', async ({ user }: Awaited<ReturnType<typeof opened>>) => user.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!)],
  ])('closes at once on %s, without asking', async (_way, close) => {
    const view = await opened();
    await close(view);
    await expectClosed();
    noQuestion();
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

describe('a form dialog holding changes', () => {
  it('asks on Escape in an alertdialog described by its message, "Keep editing" focused; keeping edits puts focus back in the field', async () => {
    const { user, dialog, name } = await opened();
    await user.type(name, 'Shop desk');
    await user.keyboard('{Escape}');
    const asking = await question();
    expect(asking).toHaveAccessibleDescription('What you typed in this dialog has not been saved. Discard it and close the dialog?');
    await waitFor(() => expect(within(asking).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(noQuestion);
    expect(dialog).toBeInTheDocument();
    expect(name).toHaveValue('Shop desk');
    expect(name).toHaveFocus();
    expect(closed).not.toHaveBeenCalled();
  });

  it('takes Escape on the question as "Keep editing", not as closing the form below it', async () => {
    const { user, name } = await opened();
    await user.type(name, 'Shop desk');
    await user.keyboard('{Escape}');
    await question();
    await user.keyboard('{Escape}');
    await waitFor(noQuestion);
    expect(name).toHaveValue('Shop desk');
    expect(name).toHaveFocus();
    expect(closed).not.toHaveBeenCalled();
  });

  it('asks on Cancel, and "Keep editing" goes back to Cancel', async () => {
    const { user, dialog, name } = await opened();
    await user.type(name, 'Shop desk');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(noQuestion);
    expect(cancel).toHaveFocus();
    expect(name).toHaveValue('Shop desk');
  });

  it('asks on a click outside, and "Keep editing" puts focus back in the field the owner was in', async () => {
    const { user, dialog, name } = await opened();
    await user.type(name, 'Shop desk');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'for the shop');
    await user.click(document.querySelector<HTMLElement>('.mantine-Modal-overlay')!);
    const asking = await question();
    await waitFor(() => expect(within(asking).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(noQuestion);
    expect(note).toHaveFocus();
    expect(name).toHaveValue('Shop desk');
    expect(closed).not.toHaveBeenCalled();
  });

  it('puts focus in the form’s first field when the control the owner was on is disabled since', async () => {
    const { user, dialog, name } = await opened();
    const suggest = within(dialog).getByRole('button', { name: 'Suggest a name' });
    await user.click(suggest);
    expect(suggest).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(noQuestion);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Shop desk');
  });

  it('closes on "Discard changes" after the close button, once, and focus goes back to the button that opened it', async () => {
    const { user, dialog, name } = await opened();
    await user.type(name, 'Shop desk');
    await user.click(within(dialog).getByRole('button', { name: 'Close the dialog' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes' }));
    await expectClosed();
    noQuestion();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(saved).not.toHaveBeenCalled();
  });

  it('closes without asking once saved', async () => {
    const { user, dialog, name } = await opened();
    await user.type(name, 'Shop desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectClosed();
    noQuestion();
    expect(saved).toHaveBeenCalledWith('Shop desk');
  });
});
