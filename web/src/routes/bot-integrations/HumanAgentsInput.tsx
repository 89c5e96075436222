// The names of a channel's human agents (§6: their replies in a group are not treated as user questions): a list
// with a remove button per name and a field to add one, refused inline when blank, too long or already listed.
// Adding and removing are announced to screen readers.
import { useState } from 'react';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HUMAN_AGENT_NAME_MAX, HUMAN_AGENTS_MAX, MSG } from '../../../../schema/rules';

/** Why a typed name cannot be added (an i18n key), or null with the name to add. */
export function agentRefusal(typed: string, listed: readonly string[]): { name: string; refusal: string | null } {
  const name = typed.trim();
  if (name === '') return { name, refusal: MSG.required };
  if (name.length > HUMAN_AGENT_NAME_MAX || listed.length >= HUMAN_AGENTS_MAX) return { name, refusal: MSG.tooLong };
  if (listed.includes(name)) return { name, refusal: MSG.duplicate };
  return { name, refusal: null };
}

interface HumanAgentsInputProps {
  names: readonly string[];
  onAdd: (name: string) => void;
  onRemove: (index: number) => void;
  /** The error of one listed name (from the server), and of the list as a whole. */
  errorAt: (index: number) => string | undefined;
  listError?: string;
}

export function HumanAgentsInput({ names, onAdd, onRemove, errorAt, listError }: HumanAgentsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    if (draft.trim() === '') return;
    const { name, refusal: reason } = agentRefusal(draft, names);
    if (reason) {
      setRefusal(reason);
      return;
    }
    onAdd(name);
    setDraft('');
    setRefusal(null);
    setAnnouncement(t('channels.agents.added', { name }));
  };

  const remove = (index: number) => {
    const name = names[index];
    onRemove(index);
    setAnnouncement(t('channels.agents.removed', { name }));
  };

  return (
    <Fieldset variant="unstyled" legend={t('channels.agents.title')}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('channels.agents.help')}
        </Text>
        {names.length === 0 ? (
          <Text size="sm">{t('channels.agents.none')}</Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('channels.agents.list')}>
            {names.map((name, index) => {
              const error = errorAt(index);
              return (
                <li key={name}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <ActionIcon variant="subtle" color="red" aria-label={t('channels.agents.remove', { name })} onClick={() => remove(index)}>
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
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <TextInput
          label={t('channels.agents.add')}
          description={t('channels.agents.addHelp')}
          value={draft}
          maxLength={HUMAN_AGENT_NAME_MAX}
          error={refusal ? t(refusal) : undefined}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setRefusal(null);
          }}
          // A name typed but not yet added is not lost when the owner goes straight to Save.
          onBlur={add}
          onKeyDown={(event) => {
            // Enter adds the name instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button variant="light" onClick={add}>
                {t('channels.agents.addButton')}
              </Button>
            </Group>
          )}
        />
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </Fieldset>
  );
}
