// Told before a wizard is filled in: the plan's bots are all in use, so creating one would be refused at the end.
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function BotLimitNotice({ account }: { account: { botCount: number; botLimit: number } | null | undefined }) {
  const { t } = useTranslation();
  if (!account || account.botCount < account.botLimit) return null;
  return (
    <Alert color="yellow" title={t('wizard.botLimitTitle')}>
      {t('wizard.botLimitReached', { count: account.botLimit })}{' '}
      <Anchor component={Link} to="/dashboard/pricing" inherit>
        {t('integrations.seePlans')}
      </Anchor>
    </Alert>
  );
}
