// Step 4 of the wizard: knowledge files, dropped or chosen, checked here before they are kept. Files chosen before a
// reload or a Back cannot be kept in the tab's draft: their names are listed to be chosen again.
import { useState } from 'react';
import { ActionIcon, Alert, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../bots/FileDropZone';
import { formatBytes, KNOWLEDGE_ACCEPT, refusalOf, withinUploadTotal, type FileRefusal } from '../../bots/knowledge-files';
import { ErrorBanner } from '../../forms/ErrorBanner';

interface KnowledgeFilesStepProps {
  files: File[];
  /** Names of files the wizard's draft held, whose contents it could not keep. */
  lostFiles: string[];
  onChange: (files: File[]) => void;
}

export function KnowledgeFilesStep({ files, lostFiles, onChange }: KnowledgeFilesStepProps) {
  const { t } = useTranslation();
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const [replaced, setReplaced] = useState<string[]>([]);

  const add = (incoming: File[]) => {
    const valid = incoming.filter((file) => refusalOf(file) === null);
    // The bot is created with its files in one request: those past the total wait for the AutoQA page.
    const validNames = new Set(valid.map((file) => file.name));
    const keptBytes = files.filter((file) => !validNames.has(file.name)).reduce((sum, file) => sum + file.size, 0);
    const { fitting: accepted, over } = withinUploadTotal(valid, keptBytes);
    setRefusals([
      ...incoming.map(refusalOf).filter((refusal): refusal is FileRefusal => refusal !== null),
      ...over.map((file): FileRefusal => ({ fileName: file.name, reason: 'wizard.files.totalTooLarge' })),
    ]);
    // §5: a file with a name already in the list replaces it, with a warning.
    const acceptedNames = new Set(accepted.map((file) => file.name));
    setReplaced(files.filter((file) => acceptedNames.has(file.name)).map((file) => file.name));
    onChange([...files.filter((file) => !acceptedNames.has(file.name)), ...accepted]);
  };

  return (
    <Stack>
      {lostFiles.length > 0 && (
        <Alert color="yellow" title={t('wizard.files.chooseAgainTitle')}>
          <Text size="sm">{t('wizard.files.chooseAgain', { names: lostFiles.join(', ') })}</Text>
        </Alert>
      )}
      <FileDropZone accept={KNOWLEDGE_ACCEPT} multiple title={t('wizard.files.drop')} label={t('wizard.files.label')} hint={t('wizard.files.hint')} onFiles={add} />
      {refusals.length > 0 && (
        <ErrorBanner title={t('wizard.files.refused')}>
          <List size="sm">
            {refusals.map((refusal) => (
              <List.Item key={refusal.fileName}>{t(refusal.reason, { name: refusal.fileName })}</List.Item>
            ))}
          </List>
        </ErrorBanner>
      )}
      {replaced.length > 0 && (
        <Alert color="yellow">
          {replaced.map((name) => (
            <Text key={name} size="sm">
              {t('wizard.files.replaced', { name })}
            </Text>
          ))}
        </Alert>
      )}
      {files.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('wizard.files.none')}
        </Text>
      ) : (
        <List spacing="xs" aria-label={t('wizard.files.listLabel')}>
          {files.map((file) => (
            <List.Item key={file.name}>
              <Group gap="sm">
                <Text size="sm">
                  {file.name} ({formatBytes(file.size)})
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('wizard.files.remove', { name: file.name })}
                  onClick={() => onChange(files.filter((kept) => kept !== file))}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
