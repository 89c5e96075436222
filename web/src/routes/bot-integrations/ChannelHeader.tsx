// The top of a messaging channel's tab: its activated/inactive switch, the tutorial toggle and, when the plan
// lacks the channel, "unavailable in your current subscription" (§6).
import { useState } from 'react';
import { Alert, Anchor, Group, Skeleton, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Platform } from '../../../../schema/rules';
import { IntegrationSwitch } from './IntegrationSwitch';

interface ChannelHeaderProps {
  botId: string;
  platform: Platform;
  active: boolean;
  available: boolean;
  /** What being on and off means for this channel (translated), and being on without its credentials saved. */
  stateText: { active: string; inactive: string; incomplete?: string };
  showTutorial: boolean;
  onTutorialChange: (show: boolean) => void;
}

export function ChannelHeader({ botId, platform, active: savedActive, available, stateText, showTutorial, onTutorialChange }: ChannelHeaderProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(savedActive);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <IntegrationSwitch botId={botId} platform={platform} active={active} onActiveChange={setActive} stateText={stateText} cannotActivate={!available} />
        <Switch label={t('integrations.tutorial')} checked={showTutorial} onChange={(event) => onTutorialChange(event.currentTarget.checked)} />
      </Group>
      {!available && (
        <Alert color="yellow">
          {t('errors.PLAN_UNAVAILABLE')}{' '}
          <Anchor component={Link} to="/dashboard/pricing" inherit>
            {t('integrations.seePlans')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

/** A channel tab's settings while they load. */
export function ChannelTabSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={56} />
      <Skeleton height={40} width="60%" />
      <Skeleton height={240} />
    </Stack>
  );
}
