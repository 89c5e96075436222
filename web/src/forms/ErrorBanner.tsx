// The red banner of a failure, announced at once; its arrival clears the toasts still on screen, which speak of
// what happened before.
import { Alert, type AlertProps } from '@mantine/core';
import { useCleanToastsOnMount } from '../app/stale-toasts';

export function ErrorBanner(props: AlertProps) {
  useCleanToastsOnMount();
  return <Alert color="red" role="alert" {...props} />;
}
