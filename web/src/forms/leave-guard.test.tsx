// Leaving a page with unsaved changes asks first: a changed page form or form dialog holds a navigation (a link, Back,
// Forward) until the owner answers, and the browser's own ways out (reload, closing the tab) get its question through
// `beforeunload`; an unchanged form, and the end of a session, never hold anything. Back with a dialog open closes
// the dialog (asking first when changed) and the page stays.
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Button, TextInput } from '@mantine/core';
import { Link, useNavigate, type NavigateFunction } from 'react-router-dom';
import { unloadAsks } from '../test/discard-guard-kit';
import { renderPage } from '../test/render';
import { DialogForm } from './DialogForm';
import { GuardedModal } from './GuardedModal';
import { SESSION_ENDED, useLeaveGuard, useLeaveGuardEntry } from './leave-guard';

let navigate: NavigateFunction;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function SettingsForm() {
  const [name, setName] = useState('Shop desk');
  useLeaveGuard(() => name !== 'Shop desk');
  return (
    <>
      <CaptureNavigate />
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Link to="/elsewhere">Q&A list</Link>
    </>
  );
}

function DialogPage() {
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <CaptureNavigate />
      <Button onClick={() => setOpened(true)}>Add a note</Button>
      <GuardedModal opened={opened} onClose={() => setOpened(false)} title="New note">
        <DialogForm onSubmit={() => setOpened(false)} onCancel={() => setOpened(false)} refusal={null} submitLabel="Save" submitting={false} dirty={note !== ''}>
          <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        </DialogForm>
      </GuardedModal>
    </>
  );
}

const location = () => screen.getByTestId('location');
const question = () => screen.findByRole('alertdialog', { name: 'Discard your changes?' });

describe('leaving a changed page form', () => {
  it('goes at once while nothing was changed', async () => {
    const { user } = renderPage(<SettingsForm />, { route: '/settings', path: '/settings' });
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Q&A list' }));
    await waitFor(() => expect(location()).toHaveTextContent('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks first, stays with the text on "Keep editing", and leaves on "Discard changes"', async () => {
    const { user } = renderPage(<SettingsForm />, { route: '/settings', path: '/settings' });
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Front desk');
    expect(unloadAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Q&A list' }));
    const asking = await question();
    expect(asking).toHaveTextContent('What you changed on this page has not been saved. Discard it and leave the page?');
    expect(location()).toHaveTextContent('/settings');
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/settings');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Front desk');

    await user.click(screen.getByRole('link', { name: 'Q&A list' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/elsewhere'));
    expect(unloadAsks()).toBe(false);
  });

  it('lets the end of a session through without asking', async () => {
    const { user } = renderPage(<SettingsForm />, { route: '/settings', path: '/settings' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    act(() => void navigate('/login', { replace: true, state: SESSION_ENDED }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('leaving with a form dialog open', () => {
  async function openDialog() {
    const rendered = renderPage(<DialogPage />, { route: '/notes', path: '/notes' });
    await rendered.user.click(screen.getByRole('button', { name: 'Add a note' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'New note' }) };
  }

  it('goes at once while the dialog is as it opened', async () => {
    await openDialog();
    act(() => void navigate('/elsewhere'));
    await waitFor(() => expect(location()).toHaveTextContent('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks in the dialog's own question, keeps the dialog and its text, and leaves once discarded", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Closed on Monday');
    expect(unloadAsks()).toBe(true);

    act(() => void navigate('/elsewhere'));
    const asking = await question();
    expect(asking).toHaveTextContent('What you typed in this dialog has not been saved. Discard it and leave the page?');
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Closed on Monday');
    expect(location()).toHaveTextContent('/notes');

    act(() => void navigate('/elsewhere'));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/elsewhere'));
    expect(unloadAsks()).toBe(false);
  });

  it('closes on Back while as it opened, and the page stays', async () => {
    const { user } = renderPage(<DialogPage />, { route: '/notes', path: '/notes/*' });
    act(() => void navigate('/notes/2'));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await screen.findByRole('dialog', { name: 'New note' });
    act(() => void navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New note' })).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/notes/2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Back again, with no dialog open, leaves as usual.
    act(() => void navigate(-1));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/notes$/));
  });

  it('asks "close the dialog?" on Back when changed; the page stays either way', async () => {
    const { user } = renderPage(<DialogPage />, { route: '/notes', path: '/notes/*' });
    act(() => void navigate('/notes/2'));
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Closed on Monday');

    act(() => void navigate(-1));
    const asking = await question();
    expect(asking).toHaveTextContent('Discard it and close the dialog?');
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Closed on Monday');
    expect(location()).toHaveTextContent('/notes/2');

    act(() => void navigate(-1));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New note' })).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/notes/2');
  });

  it('lets a change of the query alone through: the page and its dialog stay', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Closed on Monday');
    act(() => void navigate('/notes?page=2'));
    await waitFor(() => expect(location()).toHaveTextContent('/notes?page=2'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Closed on Monday');
  });

  it('still asks "close the dialog?" for Escape, not "leave the page?"', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'x');
    await user.keyboard('{Escape}');
    expect(await question()).toHaveTextContent('Discard it and close the dialog?');
  });
});

describe('leaving with a changed dialog over a changed page form', () => {
  function BothPage() {
    return (
      <>
        <SettingsForm />
        <DialogPage />
      </>
    );
  }

  async function changeBoth() {
    const rendered = renderPage(<BothPage />, { route: '/settings', path: '/settings' });
    const { user } = rendered;
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Closed on Monday');
    return rendered;
  }

  it("asks about the dialog, then about the page's form, and leaves once both are discarded", async () => {
    const { user } = await changeBoth();
    act(() => void navigate('/elsewhere'));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Discard your changes?', description: /changed on this page/ });
    expect(asking).toHaveTextContent('What you changed on this page has not been saved. Discard it and leave the page?');
    expect(location()).toHaveTextContent('/settings');
    await user.click(within(asking).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/elsewhere'));
    expect(unloadAsks()).toBe(false);
  });

  it("stays with the page's text when the second question is kept, the dialog's text discarded as answered", async () => {
    const { user } = await changeBoth();
    act(() => void navigate('/elsewhere'));
    await user.click(within(await question()).getByRole('button', { name: 'Discard changes' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Discard your changes?', description: /changed on this page/ });
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent('/settings');
    expect(screen.queryByRole('dialog', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Shop desk 2');
    expect(unloadAsks()).toBe(true);
  });
});

describe('a form whose way of asking changes while it is open', () => {
  const asked = jest.fn();
  /** Changed from the start; asks in its own way only once "Ask my way" is pressed (and then keeps the page). */
  function AskingLater() {
    const [ownQuestion, setOwnQuestion] = useState(false);
    useLeaveGuardEntry({
      changed: () => true,
      ask: ownQuestion
        ? (answer) => {
            asked();
            answer(false);
          }
        : undefined,
    });
    return (
      <>
        <Button onClick={() => setOwnQuestion((own) => !own)}>Ask my way</Button>
        <Link to="/elsewhere">Q&A list</Link>
      </>
    );
  }

  it('is asked as it says when the navigation is held, not as it said when it was mounted', async () => {
    asked.mockClear();
    const { user } = renderPage(<AskingLater />, { route: '/settings', path: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Ask my way' }));
    await user.click(screen.getByRole('link', { name: 'Q&A list' }));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/settings');
    // Its own question given up again: the page's question is asked.
    await user.click(screen.getByRole('button', { name: 'Ask my way' }));
    await user.click(screen.getByRole('link', { name: 'Q&A list' }));
    expect(await question()).toHaveTextContent('Discard it and leave the page?');
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
