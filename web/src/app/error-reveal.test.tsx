// After a refused submit the first invalid field takes focus: refused by the form's own checks, by the server a
// moment later, or in a password field (which Mantine does not mark invalid itself).
import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalisedMantineProvider } from './LocalisedMantineProvider';
import { revealErrorsAfterSubmit } from './error-reveal';
import { PasswordField } from '../forms/PasswordField';

function SignUpLike({ serverRefuses }: { serverRefuses?: (values: { name: string; password: string }) => Promise<string> }) {
  const [sent, setSent] = useState(0);
  const form = useForm({
    initialValues: { name: '', password: '' },
    validate: { password: (value) => (value.length < 8 ? 'At least 8 characters' : null) },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setSent((n) => n + 1);
        if (serverRefuses) form.setFieldError('name', await serverRefuses(values));
      })}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <p>A long explanation between the fields.</p>
      <PasswordField label="Password" description="Eight or more" {...form.getInputProps('password')} />
      <Button type="submit">Save</Button>
      <output>{`sent ${sent}`}</output>
    </form>
  );
}

describe('revealErrorsAfterSubmit', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = revealErrorsAfterSubmit(document);
  });
  afterEach(() => stop());

  const show = (ui: React.ReactElement) => render(<LocalisedMantineProvider env="test">{ui}</LocalisedMantineProvider>);

  it('focuses the first field the form refused, and marks a refused password field for screen readers', async () => {
    const user = userEvent.setup();
    show(<SignUpLike />);
    await user.type(screen.getByLabelText('Name'), 'Amy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/)
    expect(password).toHaveAccessibleDescription(/Eight or more/);
    expect(screen.getByText('sent 0')).toBeInTheDocument();
  });

  it('focuses a field the server refused after the submit, unless the user is typing again', async () => {
    const user = userEvent.setup();
    let answer: (message: string) => void = () => {};
    show(<SignUpLike serverRefuses={() => new Promise((resolve) => (answer = resolve))} />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('sent 1');
    answer('This name is taken');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('sent 2');
    await user.click(password);
    answer('Still taken');
    await screen.findByText('Still taken');
    expect(document.activeElement).toBe(password);
  });

  it('leaves a password field without an error unmarked', () => {
    show(<PasswordField label="Password" />);
    const field = screen.getByLabelText('Password');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
