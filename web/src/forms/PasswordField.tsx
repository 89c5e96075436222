// Mantine's PasswordInput shows an error under the field and points the input at it, but, unlike its text input,
// does not mark the input itself invalid, so a screen reader announced a refused password as if it were accepted,
// and the console's error reveal (app/error-reveal.ts) could not find it. This field adds the mark.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
