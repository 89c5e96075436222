// The public privacy policy the sign-up form links to. Read signed in too, it leads back to the bot list, not the login.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession_MeQuery } from '../../__generated__/graphql';
import { PublicLayout } from '../PublicLayout';

export const PRIVACY_SECTIONS = ['collect', 'use', 'keep', 'rights'] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession_MeQuery().data?.me);
  return (
    <PublicLayout width={720}>
      <Stack>
        <Title order={1} size="h2">
          {t('privacy.title')}
        </Title>
        <Text>{t('privacy.intro')}</Text>
        {PRIVACY_SECTIONS.map((section) => (
          <Stack key={section} gap={4}>
            <Title order={2} size="h4">
              {t(`privacy.sections.${section}.title`)}
            </Title>
            <Text>{t(`privacy.sections.${section}.body`)}</Text>
          </Stack>
        ))}
        <Anchor component={Link} to={signedIn ? '/dashboard' : '/'}>
          {t(signedIn ? 'privacy.backSignedIn' : 'privacy.back')}
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}
