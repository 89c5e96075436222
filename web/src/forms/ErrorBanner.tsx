// The red banner of a failure, announced at once; its arrival clears the toasts still on screen, which speak of
// what happened before. A banner that can be dismissed names its close button (DismissibleAlert).
import { Alert, type AlertProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCleanToastsOnMount } from '../app/stale-toasts';

export function ErrorBanner(props: AlertProps) {
  useCleanToastsOnMount();
  return <DismissibleAlert color="red" role="alert" {...props} />;
}

/** An Alert whose close button, when it has one, is named for screen readers ("Dismiss the message" unless given). */
export function DismissibleAlert(props: AlertProps) {
  const { t } = useTranslation();
  return <Alert closeButtonLabel={props.withCloseButton ? t('common.dismissMessage') : undefined} {...props} />;
}
