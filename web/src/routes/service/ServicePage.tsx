// The service chooser (PRODUCT.md §1): the online Q&A system, and product list management (not built yet).
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function ServicePage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('service.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              {t('service.qa.title')}
            </Title>
            <Text c="dimmed">{t('service.qa.description')}</Text>
            <Button component={Link} to="/dashboard">
              {t('service.open')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" aria-disabled>
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('service.products.title')}
              </Title>
              <Badge variant="light">{t('service.comingSoon')}</Badge>
            </Group>
            <Text c="dimmed">{t('service.products.description')}</Text>
            <Button disabled>{t('service.comingSoon')}</Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
