// The inputs of a bot's basic info: name, messages, description, language and pricing package.
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, planIncludesPackage } from '../../../schema/rules';
import { usePlanName } from '../app/plan-name';
import type { BotBasicForm } from './bot-form';

export interface PackageOption {
  code: string;
  name: string;
  rank: number;
}

/** The fields; packages above the account's plan are shown disabled, with a hint naming the plan. */
export function BotBasicFields({ form, packages, plan }: { form: BotBasicForm; packages: PackageOption[]; plan: PackageOption | undefined }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const included = (option: PackageOption) => plan !== undefined && planIncludesPackage(plan, option);
  const someExcluded = plan !== undefined && packages.some((option) => !included(option));
  return (
    <Stack gap="sm">
      <TextInput label={t('botForm.name')} required {...form.getInputProps('robot_name')} />
      <Textarea label={t('botForm.greeting')} required autosize minRows={2} {...form.getInputProps('greeting_msg')} />
      <Textarea label={t('botForm.failed')} required autosize minRows={2} {...form.getInputProps('failed_msg')} />
      <TextInput label={t('botForm.postback')} description={t('botForm.postbackHint')} {...form.getInputProps('postback_msg')} />
      <Textarea label={t('botForm.description')} autosize minRows={2} {...form.getInputProps('description')} />
      <Select
        label={t('botForm.language')}
        required
        allowDeselect={false}
        data={LANGUAGES.map((code) => ({ value: code, label: t(`botLanguage.${code}`) }))}
        {...form.getInputProps('language')}
      />
      <Select
        label={t('botForm.package')}
        description={someExcluded ? t('botForm.packageAbovePlan', { plan: planName(plan) }) : undefined}
        required
        allowDeselect={false}
        data={packages.map((option) => ({ value: option.code, label: planName(option), disabled: !included(option) }))}
        {...form.getInputProps('package')}
      />
    </Stack>
  );
}
