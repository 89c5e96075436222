// Editing the nickname and first name with the shared profile rules; the saved account replaces the cached one, so
// the header's name and initials change at once. Names typed and not saved survive a lost session (app/form-rescue.ts).
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { profileSchema, type ProfileBody } from '../../../../schema/rules';
import { useAccount_UpdateProfileMutation } from '../../__generated__/graphql';
import { useFormRescue, useTakeRescuedOnce } from '../../app/form-rescue';
import { RestoredNote } from '../../forms/RestoredNote';
import { errorCodeOf, errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { translateErrors, zodResolver } from '../../forms/zod-resolver';
import type { AccountProfile } from './ProfileCard';
import { useLeaveGuard } from '../../forms/leave-guard';

/** The names as typed (half-typed text the profile rules would refuse, such as a blank one, is kept as it is). */
const rescueShape = z.object({ nickname: z.string(), first_name: z.string() });

export function ProfileForm({ account }: { account: AccountProfile }) {
  const { t } = useTranslation();
  const [updateProfile, { loading }] = useAccount_UpdateProfileMutation();
  const form = useForm<ProfileBody>({
    mode: 'controlled',
    initialValues: { nickname: account.nickname, first_name: account.firstName },
    validate: zodResolver<ProfileBody>(profileSchema, t),
  });
  useLeaveGuard(() => form.isDirty());
  const rescued = useFormRescue('profile', account.email, rescueShape, { copy: form.getValues(), changed: form.isDirty() });
  // On opening: the names typed before the session was lost, still unsaved.
  useTakeRescuedOnce(rescued, true, (copy) => form.setValues(copy));

  const submit = async (values: ProfileBody) => {
    try {
      const { data } = await updateProfile({ variables: { input: { nickname: values.nickname.trim(), firstName: values.first_name.trim() } } });
      const saved = data?.updateProfile.account;
      if (saved) {
        const values = { nickname: saved.nickname, first_name: saved.firstName };
        form.setValues(values);
        // What was saved is the form's new starting point: leaving the page no longer asks.
        form.resetDirty(values);
      }
      notifications.show({ color: 'green', message: t('account.edit.saved') });
    } catch (error) {
      if (errorCodeOf(error) === 'VALIDATION_FAILED') form.setErrors(translateErrors(serverFieldErrors(error), t));
      else notifications.show({ color: 'red', message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="account-edit-title">
      <Title id="account-edit-title" order={2} size="h4" mb="sm">
        {t('account.edit.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <RestoredNote shown={rescued !== null && form.isDirty()} />
          <TextInput label={t('account.profile.nickname')} required autoComplete="nickname" {...form.getInputProps('nickname')} />
          <TextInput label={t('account.profile.firstName')} required autoComplete="given-name" {...form.getInputProps('first_name')} />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              {t('account.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
