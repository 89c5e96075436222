// The trusted domains of the widget: what the owner types is normalised the way the backend enforces it
// ("https://Shop.Example.com/x" → "shop.example.com") and refused inline when it is no host name or is
// already listed. §5: an empty list lets any website embed the chat.
import { useState } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTrustedDomain, MSG, normaliseTrustedDomain, WEB_TRUSTED_DOMAINS_MAX } from '../../../../schema/rules';
import type { WebPluginForm } from './web-plugin-form';

/** Why a typed entry cannot be added (an i18n key), or null with the entry to add. */
export function domainRefusal(typed: string, listed: readonly string[]): { entry: string; refusal: string | null } {
  const entry = normaliseTrustedDomain(typed);
  if (!isTrustedDomain(entry)) return { entry, refusal: MSG.trustedDomain };
  if (listed.includes(entry)) return { entry, refusal: MSG.duplicate };
  if (listed.length >= WEB_TRUSTED_DOMAINS_MAX) return { entry, refusal: MSG.tooLong };
  return { entry, refusal: null };
}

export function TrustedDomainsInput({ form }: { form: WebPluginForm }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const domains = form.values.trusted_domains;

  const add = () => {
    if (draft.trim() === '') return;
    const { entry, refusal: reason } = domainRefusal(draft, domains);
    if (reason) {
      setRefusal(reason);
      return;
    }
    form.insertListItem('trusted_domains', entry);
    setDraft('');
    setRefusal(null);
  };

  return (
    <Fieldset variant="unstyled" legend={t('webPlugin.domains.title')}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('webPlugin.domains.help')}
        </Text>
        {domains.length === 0 ? (
          <Text size="sm">{t('webPlugin.domains.anySite')}</Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('webPlugin.domains.list')}>
            {domains.map((domain, index) => {
              const error = form.errors[`trusted_domains.${index}`];
              return (
                <li key={domain}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" ff="monospace" style={{ flex: 1 }}>
                      {domain}
                    </Text>
                    <ActionIcon variant="subtle" color="red" aria-label={t('webPlugin.domains.remove', { domain })} onClick={() => form.removeListItem('trusted_domains', index)}>
                      ×
                    </ActionIcon>
                  </Group>
                  {error && (
                    <Text c="red" size="xs">
                      {error}
                    </Text>
                  )}
                </li>
              );
            })}
          </Stack>
        )}
        {typeof form.errors.trusted_domains === 'string' && (
          <Text c="red" size="sm" role="alert">
            {form.errors.trusted_domains}
          </Text>
        )}
        <TextInput
          label={t('webPlugin.domains.add')}
          description={t('webPlugin.domains.addHelp')}
          placeholder="shop.example.com"
          value={draft}
          error={refusal ? t(refusal) : undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setRefusal(null);
          }}
          // A domain typed but not yet added is not lost when the owner moves on (e.g. straight to Save).
          onBlur={add}
          onKeyDown={(event) => {
            // Enter adds the entry instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1 }}>{input}</div>
              <Button variant="light" onClick={add}>
                {t('webPlugin.domains.addButton')}
              </Button>
            </Group>
          )}
        />
      </Stack>
    </Fieldset>
  );
}
