// The tool switches of a bot with their own save (PRODUCT.md §4: tools are fetched and updated per bot).
import { useState } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Tools } from '../../../../schema/rules';
import { useBotSettings_UpdateToolsMutation } from '../../__generated__/graphql';
import { pickTools, ToolSwitches } from '../../bots/ToolSwitches';
import { errorMessageKey } from '../../forms/graphql-errors';

export function ToolsSettingsCard({ botId, tools: savedTools }: { botId: string; tools: Tools }) {
  const { t } = useTranslation();
  const [tools, setTools] = useState<Tools>(pickTools(savedTools));
  const [update, { loading }] = useBotSettings_UpdateToolsMutation();

  const save = async () => {
    try {
      await update({ variables: { input: { id: botId, tools } } });
      notifications.show({ color: 'green', message: t('settings.toolsSaved') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('settings.saveFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="tools-settings-title">
      <Title id="tools-settings-title" order={2} size="h4" mb="sm">
        {t('settings.tools')}
      </Title>
      <ToolSwitches tools={tools} onChange={setTools} />
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void save()} loading={loading}>
          {t('settings.saveTools')}
        </Button>
      </Group>
    </Card>
  );
}
