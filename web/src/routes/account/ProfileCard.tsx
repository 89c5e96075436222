// The account's profile as it stands (PRODUCT.md §3 account): e-mail, names, plan with its dates, and the bots and
// Q&A groups used against the plan's limits.
import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Account_PageQuery } from '../../__generated__/graphql';
import { FieldValue } from '../../app/FieldValue';
import { usePlanName } from '../../app/plan-name';
import { formatTaipeiTime } from '../../app/time';

export type AccountProfile = NonNullable<Account_PageQuery['me']>;

/** One limit's use as words ("3 / 5 bots") over a bar; full or past the limit turns it red. */
function UsageMeter({ text, count, limit }: { text: string; count: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (count / limit) * 100) : 100;
  return (
    <Stack gap={4}>
      <Text size="sm">{text}</Text>
      <Progress value={percent} color={count >= limit ? 'red' : 'brand'} aria-label={text} />
    </Stack>
  );
}

export function ProfileCard({ account }: { account: AccountProfile }) {
  const { t } = useTranslation();
  const planName = usePlanName();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="account-profile-title">
      <Title id="account-profile-title" order={2} size="h4" mb="sm">
        {t('account.profile.title')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <FieldValue label={t('account.profile.email')}>{account.email}</FieldValue>
          <FieldValue label={t('account.profile.nickname')}>{account.nickname}</FieldValue>
          <FieldValue label={t('account.profile.firstName')}>{account.firstName}</FieldValue>
          <FieldValue label={t('account.profile.plan')}>
            <Group gap="xs">
              <span>{planName(account.plan)}</span>
              <Anchor component={Link} to="/dashboard/pricing" size="sm">
                {t('account.profile.seePlans')}
              </Anchor>
            </Group>
          </FieldValue>
          <FieldValue label={t('account.profile.activatedAt')}>{formatTaipeiTime(account.activatedAt)}</FieldValue>
          <FieldValue label={t('account.profile.expiresAt')}>{account.expiresAt ? formatTaipeiTime(account.expiresAt) : t('account.profile.noExpiry')}</FieldValue>
        </SimpleGrid>
        <Stack gap="sm" aria-label={t('account.usage.title')} role="group">
          <UsageMeter text={t('account.usage.bots', { count: account.botCount, limit: account.botLimit })} count={account.botCount} limit={account.botLimit} />
          <UsageMeter
            text={t('account.usage.qaGroups', { count: account.qaGroupCount, limit: account.qaGroupLimit })}
            count={account.qaGroupCount}
            limit={account.qaGroupLimit}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
