// The pricing page on /dashboard/pricing (PRODUCT.md §2 pricing plans, §6): every plan with its limits and the
// current one marked. Owners switch plans themselves unless the server says not to (PLAN_SELF_SERVICE=false), when
// a contact line takes the buttons' place; a plan smaller than the account's use is refused with what to remove, and
// one that leaves out switched-on channels asks first, naming each channel and bot that would stop answering.
import { Anchor, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePricing_ChangePlanMutation, usePricing_PlansQuery } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { usePlanName } from '../../app/plan-name';
import { errorMessageKey } from '../../forms/graphql-errors';
import { PlanCard, type PricingPlan } from './PlanCard';
import { planUsageOf, refusalSentences, stoppedChannelsOf, type StoppedChannels } from './plan-refusal';
import { ErrorBanner } from '../../forms/ErrorBanner';

export function PricingSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy aria-label={t('pricing.loading')}>
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} height={240} />
      ))}
    </SimpleGrid>
  );
}

interface Refusal {
  title: string;
  sentences: string[];
}

export function PricingPage() {
  const { t } = useTranslation();
  const planName = usePlanName();
  const { data, loading, error, refetch } = usePricing_PlansQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [changePlan] = usePricing_ChangePlanMutation();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [stopping, setStopping] = useState<{ plan: PricingPlan; channels: StoppedChannels } | null>(null);
  // The plan's button, disabled by its loader while the server is asked: keeping the plan puts focus back on it.
  const chosenButton = useRef<HTMLButtonElement | null>(null);

  const choose = async (plan: PricingPlan, stopChannels = false) => {
    setChoosing(plan.code);
    setRefusal(null);
    try {
      await changePlan({ variables: { input: { plan: plan.code, ...(stopChannels && { stopChannels }) } } });
      setStopping(null);
      notifications.show({ color: 'green', message: t('pricing.changed', { plan: planName(plan) }) });
    } catch (failure) {
      setStopping(null);
      const channels = stoppedChannelsOf(failure);
      if (channels) {
        setStopping({ plan, channels });
        return;
      }
      const usage = planUsageOf(failure);
      const sentences = usage ? refusalSentences(usage, planName(plan), t) : [];
      setRefusal({ title: t('pricing.refusal.title', { plan: planName(plan) }), sentences: sentences.length > 0 ? sentences : [t(errorMessageKey(failure))] });
    } finally {
      setChoosing(null);
    }
  };

  let content;
  if (data) {
    const currentCode = data.me?.plan.code;
    content =
      data.plans.length === 0 ? (
        <EmptyState title={t('pricing.title')} message={t('pricing.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {data.plans.map((plan) => (
            <PlanCard
              key={plan.code}
              plan={plan}
              current={plan.code === currentCode}
              onChoose={
                data.planSelfService
                  ? (button) => {
                      chosenButton.current = button;
                      void choose(plan);
                    }
                  : undefined
              }
              choosing={choosing === plan.code}
            />
          ))}
        </SimpleGrid>
      );
  } else if (error) content = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (loading) content = <PricingSkeleton />;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('pricing.title')}
        </Title>
        <Anchor component={Link} to="/dashboard/account" size="sm">
          {t('pricing.backToAccount')}
        </Anchor>
      </Group>
      {data && !data.planSelfService && <Text>{t('pricing.contact')}</Text>}
      {refusal && (
        <ErrorBanner title={refusal.title} withCloseButton onClose={() => setRefusal(null)} closeButtonLabel={t('pricing.dismiss')}>
          <List size="sm">
            {refusal.sentences.map((sentence) => (
              <List.Item key={sentence}>{sentence}</List.Item>
            ))}
          </List>
        </ErrorBanner>
      )}
      {content}
      <ConfirmDialog
        opened={stopping !== null}
        title={t('pricing.stops.title', { plan: stopping ? planName(stopping.plan) : '' })}
        keepLabel={t('pricing.stops.keep')}
        onKeep={() => setStopping(null)}
        returnFocusTo={() => chosenButton.current}
        confirmLabel={t('pricing.choose', { plan: stopping ? planName(stopping.plan) : '' })}
        confirmColor="orange"
        confirming={stopping !== null && choosing === stopping.plan.code}
        onConfirm={() => stopping && void choose(stopping.plan, true)}
      >
        <Text>{t('pricing.stops.message', { plan: stopping ? planName(stopping.plan) : '' })}</Text>
        <List size="sm">
          {stopping?.channels.map((channel) => (
            <List.Item key={`${channel.botId}-${channel.platform}`}>
              {t('pricing.stops.channel', { channel: t(`integrations.tabs.${channel.platform}`), bot: channel.botName })}
            </List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </Stack>
  );
}
