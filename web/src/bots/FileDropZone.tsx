// A dashed area that takes files dropped on it or chosen with its file input; the caller checks what arrives.
// Used by the wizard's knowledge files and the batch test's CSV.
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

interface FileDropZoneProps {
  accept: string;
  multiple?: boolean;
  /** What to drop, in large type. */
  title: string;
  /** The file input's label. */
  label: string;
  /** Below the input: the allowed types and size. */
  hint: ReactNode;
  onFiles: (files: File[]) => void;
}

export function FileDropZone({ accept, multiple = false, title, label, hint, onFiles }: FileDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      bg={dragging ? 'brand.0' : undefined}
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack align="center" gap="xs">
        <Text fw={500}>{title}</Text>
        <label htmlFor={inputId}>
          <Text span size="sm">
            {label}
          </Text>
        </label>
        <input
          id={inputId}
          type="file"
          multiple={multiple}
          accept={accept}
          style={{ maxWidth: '100%' }}
          onChange={(event) => {
            onFiles(Array.from(event.currentTarget.files ?? []));
            // Lets the same file be chosen again after it was removed or fixed.
            event.currentTarget.value = '';
          }}
        />
        <Text size="xs" c="dimmed" ta="center">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}
