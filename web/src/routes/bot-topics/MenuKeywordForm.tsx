// The menu keyword: the bot language's default, or the owner's own word (empty = none; the button after the greeting
// still opens the menu). Leaving the page with it changed asks first (forms/leave-guard.tsx).
import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { TOPIC_MENU_KEYWORD_MAX_CHARS } from '../../../../schema/rules/topics';
import { MSG } from '../../../../schema/rules';
import { useBotTopics_SetMenuKeywordMutation } from '../../__generated__/graphql';
import { errorMessageKey } from '../../forms/graphql-errors';
import { useLeaveGuard } from '../../forms/leave-guard';

interface MenuKeywordFormProps {
  botId: string;
  menuKeyword: string | null;
  effectiveMenuKeyword: string;
}

export function MenuKeywordForm({ botId, menuKeyword, effectiveMenuKeyword }: MenuKeywordFormProps) {
  const { t } = useTranslation();
  const [useDefault, setUseDefault] = useState(menuKeyword === null);
  const [keyword, setKeyword] = useState(menuKeyword ?? '');
  const [save, { loading }] = useBotTopics_SetMenuKeywordMutation();
  const tooLong = !useDefault && keyword.trim().length > TOPIC_MENU_KEYWORD_MAX_CHARS;
  // The page keys this form by the saved keyword, so a save starts it afresh from what was saved.
  useLeaveGuard(() => (menuKeyword === null ? !useDefault : useDefault || keyword.trim() !== menuKeyword));

  const submit = async () => {
    if (tooLong) return;
    try {
      await save({ variables: { input: { botId, menuKeyword: useDefault ? null : keyword.trim() } } });
      notifications.show({ color: 'green', message: t('topics.keyword.saved') });
    } catch (failure) {
      notifications.show({ color: 'red', title: t('topics.keyword.failed'), message: t(errorMessageKey(failure)) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="menu-keyword-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title id="menu-keyword-title" order={2} size="h4">
            {t('topics.keyword.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {effectiveMenuKeyword ? t('topics.keyword.current', { keyword: effectiveMenuKeyword }) : t('topics.keyword.none')}
          </Text>
          <Switch label={t('topics.keyword.useDefault')} checked={useDefault} onChange={(event) => setUseDefault(event.currentTarget.checked)} />
          {!useDefault && (
            <TextInput
              label={t('topics.keyword.label')}
              description={t('topics.keyword.help')}
              value={keyword}
              error={tooLong && t(MSG.tooLong)}
              onChange={(event) => setKeyword(event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              {t('topics.keyword.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
