// One pricing plan: its limits (bots, Q&A groups, integrations by channel name, daily prompt optimisations), whether
// it is the account's current plan, and the switch button when owners may switch themselves.
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANNEL_INFO } from '../../../../schema/rules/channels';
import type { Pricing_PlansQuery } from '../../__generated__/graphql';
import { usePlanName } from '../../app/plan-name';

export type PricingPlan = Pricing_PlansQuery['plans'][number];

/** An integration code of a plan as its channel's name (integrations.tabs.<platform>), or the code itself. */
function useIntegrationName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    const channel = CHANNEL_INFO.find((info) => info.planCode === code);
    return channel ? t(`integrations.tabs.${channel.platform}`) : code;
  };
}

interface PlanCardProps {
  plan: PricingPlan;
  current: boolean;
  /** Shown only when owners may switch themselves; gets the button pressed, for focus to come back to. */
  onChoose?: (button: HTMLButtonElement) => void;
  choosing: boolean;
}

export function PlanCard({ plan, current, onChoose, choosing }: PlanCardProps) {
  const { t } = useTranslation();
  const planName = usePlanName();
  const integrationName = useIntegrationName();
  const name = planName(plan);
  const titleId = `plan-${plan.code}-title`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId} style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title id={titleId} order={2} size="h4">
            {name}
          </Title>
          {current && <Badge variant="filled">{t('pricing.current')}</Badge>}
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>{t('pricing.bots', { count: plan.botLimit })}</List.Item>
          <List.Item>{t('pricing.qaGroups', { count: plan.qaGroupLimit })}</List.Item>
          <List.Item>{t('pricing.optimizations', { count: plan.dailyOptimizationLimit })}</List.Item>
        </List>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('pricing.integrations')}
          </Text>
          <Group gap={4}>
            {plan.integrations.map((code) => (
              <Badge key={code} variant="light" color="gray">
                {integrationName(code)}
              </Badge>
            ))}
          </Group>
        </Stack>
        {onChoose && !current && (
          <Button mt="auto" onClick={(event) => onChoose(event.currentTarget)} loading={choosing}>
            {t('pricing.choose', { plan: name })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
