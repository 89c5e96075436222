// The channel's webhook URL, read-only with a copy button: the address its platform must call.
import { Group, TextInput } from '@mantine/core';
import { CopyText } from './CopyText';

export function WebhookUrlField({ url, label, copyLabel, description }: { url: string; label: string; copyLabel: string; description?: string }) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput style={{ flex: 1, minWidth: 0 }} label={label} description={description} value={url} readOnly />
      <CopyText value={url} label={copyLabel} />
    </Group>
  );
}
