// What the channel tabs' settings forms share: a secret field left blank keeps the stored secret, and is refused
// blank only while none is stored (§5); the values carry the REST body's snake_case names, so the zod resolver's and
// the server's field errors (serverFieldErrors) land on the right inputs.
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { CHANNEL_MSG, CHANNEL_SECRET_MAX, MSG } from '../../../../schema/rules';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors } from '../../forms/zod-resolver';

/** A secret as typed: blank keeps the stored one, so it is required only while none is stored. */
export function typedSecretSchema(stored: boolean) {
  return z
    .string()
    .max(CHANNEL_SECRET_MAX, MSG.tooLong)
    .refine((value) => stored || value.trim() !== '', CHANNEL_MSG.secretRequired);
}

/** The value to send for a typed secret: undefined (keep the stored one) when left blank. */
export function secretToSend(typed: string): string | undefined {
  const value = typed.trim();
  return value === '' ? undefined : value;
}

/** A Mantine NumberInput gives '' while empty; the schema then refuses it. */
export type NumberValue = number | string;

export function toNumber(value: NumberValue): number {
  return typeof value === 'number' ? value : Number(value);
}

/** An object without its undefined entries: a secret left blank is not sent at all. */
export function withoutUndefined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Saves a channel's settings form: on success the form shows what the server kept (secrets blank again) and says so;
 * a refusal marks the refused fields and keeps what the owner typed.
 */
export async function saveChannelForm<Values extends object>(
  form: UseFormReturnType<Values>,
  t: TFunction,
  messages: { saved: string; failed: string },
  send: () => Promise<Values | undefined>,
): Promise<void> {
  try {
    const saved = await send();
    if (saved) {
      form.setValues(saved);
      form.resetDirty(saved);
    }
    notifications.show({ color: 'green', message: t(messages.saved) });
  } catch (error) {
    if (errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
    notifications.show({ color: 'red', title: t(messages.failed), message: t(errorMessageKey(error)) });
  }
}
