// One of the widget's two icons: the current image (or the built-in one), an upload that starts as soon as
// a file is chosen, and a way back to the default. The type, the 500 KB limit (§5) and a raster image's pixel size
// (read from its header, never decoded) are checked here first.
import { useRef, useState } from 'react';
import { Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { imageSize } from 'image-size';
import { useTranslation } from 'react-i18next';
import { WEB_ICON_MAX_BYTES, WEB_ICON_MAX_PIXELS, WEB_ICON_TYPES } from '../../../../schema/rules';
import { useWebIntegrationTab_RemoveIconMutation, useWebIntegrationTab_UploadIconMutation, type WebPluginIconKind } from '../../__generated__/graphql';
import { formatBytes, readAsBase64 } from '../../bots/knowledge-files';
import { errorMessageKey, serverFieldErrors } from '../../forms/graphql-errors';
import { WidgetIcon } from './BuiltInIcons';
import { writeSettings } from './web-plugin-cache';

const ACCEPT = WEB_ICON_TYPES.join(',');
const TYPE_BY_EXTENSION: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml', '.gif': 'image/gif', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** The file's type, from the extension when the browser gives none. */
function iconTypeOf(file: File): string {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  return file.type || TYPE_BY_EXTENSION[extension] || '';
}

/** A raster image's width and height from its header; undefined for SVG or a header that cannot be read (the server decides). */
function rasterSize(base64: string): { width: number; height: number } | undefined {
  try {
    const { width, height, type } = imageSize(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
    return type === 'svg' ? undefined : { width, height };
  } catch {
    return undefined;
  }
}

/** Why a chosen file cannot be an icon, as a translated sentence; null when it may be uploaded. */
function useIconRefusal() {
  const { t } = useTranslation();
  return {
    ofFile: (file: File): string | null => {
      if (!(WEB_ICON_TYPES as readonly string[]).includes(iconTypeOf(file))) return t('webPlugin.icons.badType', { name: file.name });
      if (file.size > WEB_ICON_MAX_BYTES) return t('webPlugin.icons.tooLarge', { name: file.name, size: formatBytes(file.size), max: formatBytes(WEB_ICON_MAX_BYTES) });
      return null;
    },
    ofBytes: (file: File, base64: string): string | null => {
      const size = rasterSize(base64);
      if (!size || (size.width <= WEB_ICON_MAX_PIXELS && size.height <= WEB_ICON_MAX_PIXELS)) return null;
      // Pixel sizes are written as dimensions (2048 × 2048), not grouped as counts are: strings pass ungrouped.
      return t('webPlugin.icons.tooManyPixels', { name: file.name, width: String(size.width), height: String(size.height), max: String(WEB_ICON_MAX_PIXELS) });
    },
  };
}

interface IconUploadProps {
  botId: string;
  kind: WebPluginIconKind;
  url: string | null;
}

export function IconUpload({ botId, kind, url }: IconUploadProps) {
  const { t } = useTranslation();
  const refusalOf = useIconRefusal();
  const resetFile = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { loading: uploading }] = useWebIntegrationTab_UploadIconMutation({ update: (cache, { data }) => writeSettings(cache, data?.uploadWebPluginIcon.settings) });
  const [remove, { loading: removing }] = useWebIntegrationTab_RemoveIconMutation({ update: (cache, { data }) => writeSettings(cache, data?.removeWebPluginIcon.settings) });
  const name = t(`webPlugin.icons.${kind}`);

  const choose = async (file: File | null) => {
    // Lets the same file be chosen again after it was fixed.
    resetFile.current?.();
    if (!file) return;
    const refusal = refusalOf.ofFile(file);
    setProblem(refusal);
    if (refusal) return;
    try {
      const base64 = await readAsBase64(file);
      const tooManyPixels = refusalOf.ofBytes(file, base64);
      setProblem(tooManyPixels);
      if (tooManyPixels) return;
      await upload({ variables: { input: { botId, kind, file: { fileName: file.name, contentType: iconTypeOf(file), base64 } } } });
    } catch (error) {
      // A refused field says why (the pixel size); any other failure by its code.
      setProblem(t(serverFieldErrors(error).file ?? errorMessageKey(error), { max: String(WEB_ICON_MAX_PIXELS) }));
    }
  };

  const backToDefault = async () => {
    setProblem(null);
    try {
      await remove({ variables: { input: { botId, kind } } });
    } catch (error) {
      setProblem(t(errorMessageKey(error)));
    }
  };

  return (
    <Stack gap={6} component="section" aria-label={name}>
      <Text fw={600} size="sm">
        {name}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Box w={56} h={56} c="brand" style={{ display: 'grid', placeItems: 'center', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
          <WidgetIcon kind={kind} url={url} size={40} alt={t('webPlugin.icons.current', { name })} />
        </Box>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {url ? t('webPlugin.icons.custom') : t('webPlugin.icons.builtIn')}
          </Text>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={ACCEPT} resetRef={resetFile} inputProps={{ 'aria-label': t('webPlugin.icons.file', { name }) }}>
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={uploading} aria-label={t('webPlugin.icons.upload', { name })}>
                  {t('webPlugin.icons.uploadShort')}
                </Button>
              )}
            </FileButton>
            <Button size="xs" variant="subtle" color="red" disabled={!url} loading={removing} onClick={() => void backToDefault()} aria-label={t('webPlugin.icons.remove', { name })}>
              {t('webPlugin.icons.removeShort')}
            </Button>
          </Group>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        {t('webPlugin.icons.help', { max: formatBytes(WEB_ICON_MAX_BYTES), pixels: String(WEB_ICON_MAX_PIXELS) })}
      </Text>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
