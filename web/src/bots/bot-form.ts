// The basic-info form shared by the creation wizard and the settings page. Its field names are the
// shared botBasicInfoSchema's, so the zod resolver and server field errors land on the right inputs.
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { botBasicInfoSchema, DEFAULT_LANGUAGE, type BotBasicInfo, type Language } from '../../../schema/rules';
import { zodResolver } from '../forms/zod-resolver';

export type BotBasicValues = Omit<BotBasicInfo, 'language'> & { language: Language | '' };

/** GraphQL input names that differ from the form's beyond camel/snake case. */
export const BOT_FIELD_ALIASES: Record<string, string> = { name: 'robot_name' };

export function emptyBotBasicValues(language: Language = DEFAULT_LANGUAGE, pkg = ''): BotBasicValues {
  return { robot_name: '', greeting_msg: '', failed_msg: '', postback_msg: '', description: '', language, package: pkg };
}

export function useBotBasicForm(initialValues: BotBasicValues) {
  const { t } = useTranslation();
  return useForm<BotBasicValues>({ mode: 'controlled', initialValues, validate: zodResolver<BotBasicValues>(botBasicInfoSchema, t) });
}

export type BotBasicForm = ReturnType<typeof useBotBasicForm>;

/** The GraphQL fields of the basic info, trimmed as the schema trims them. */
export function toBotBasicInput(values: BotBasicValues) {
  const parsed = botBasicInfoSchema.parse(values);
  return {
    name: parsed.robot_name,
    greetingMsg: parsed.greeting_msg,
    failedMsg: parsed.failed_msg,
    postbackMsg: parsed.postback_msg,
    description: parsed.description,
    language: parsed.language,
    package: parsed.package,
  };
}
