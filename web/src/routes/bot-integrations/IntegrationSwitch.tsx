// The activated/inactive switch of one channel on the integrations page, with the state spelled out under
// it and the refusal (e.g. PLAN_UNAVAILABLE) in an alert; the page's channel list is kept in step.
import { useState, type Ref } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../../schema/rules';
import { Integrations_ChatbotDocument, useIntegrations_SetActiveMutation } from '../../__generated__/graphql';
import { errorMessageKey } from '../../forms/graphql-errors';
import { ErrorBanner } from '../../forms/ErrorBanner';

interface IntegrationSwitchProps {
  botId: string;
  platform: Platform;
  active: boolean;
  onActiveChange: (active: boolean) => void;
  /**
   * What being on and off means for this channel (translated); `incomplete`, when given, replaces `active` and is
   * shown as a warning (on, but the credentials it needs are not saved).
   */
  stateText: { active: string; inactive: string; incomplete?: string };
  /** The switch's input, for pages that send the user to it. */
  ref?: Ref<HTMLInputElement>;
  /** Turning on is not offered (the plan lacks the channel, said beside it); a channel that is on can still be turned off. */
  cannotActivate?: boolean;
}

export function IntegrationSwitch({ botId, platform, active, onActiveChange, stateText, ref, cannotActivate = false }: IntegrationSwitchProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setIntegrationActive, { loading }] = useIntegrations_SetActiveMutation({
    // Integrations have no id of their own: the page's list is updated by hand so a remounted tab sees the new state.
    update: (cache, { data }) => {
      const saved = data?.setIntegrationActive.integration;
      if (!saved) return;
      cache.updateQuery({ query: Integrations_ChatbotDocument, variables: { id: botId } }, (page) =>
        page ? { ...page, integrations: page.integrations.map((item) => (item.platform === saved.platform ? { ...item, ...saved } : item)) } : page,
      );
    },
  });

  const toggle = async (next: boolean) => {
    setRefusal(null);
    try {
      const { data } = await setIntegrationActive({ variables: { input: { botId, platform, active: next } } });
      if (data) onActiveChange(data.setIntegrationActive.integration.active);
    } catch (error) {
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <Stack gap={4}>
      {/* The state stays outside the switch's label so the switch is named just "Activated". */}
      <Switch ref={ref} label={t('integrations.activated')} checked={active} disabled={loading || (cannotActivate && !active)} onChange={(event) => void toggle(event.currentTarget.checked)} />
      {/* On, but the plan lacks the channel (a plan changed down) or its credentials are missing: it answers nothing. */}
      <Text size="xs" c={active && (cannotActivate || stateText.incomplete) ? 'orange' : 'dimmed'}>
        {active ? (cannotActivate ? t('integrations.stateOutOfPlan') : (stateText.incomplete ?? stateText.active)) : stateText.inactive}
      </Text>
      {refusal && (
        <ErrorBanner>
          {refusal}
        </ErrorBanner>
      )}
    </Stack>
  );
}
