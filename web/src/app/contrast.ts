// Text colours that read (WCAG 2.2 AA, 4.5:1) on white and on their own light backgrounds. Mantine's light scheme
// draws dimmed text in gray.6 (3.3:1), errors and `c="red"` text in shade 6 (3.3:1 for red, 2.6:1 for orange) and the
// labels of light badges and alerts in shade 9 (3.0:1 for yellow, 3.6:1 for orange, 3.8:1 for green). Here dimmed
// text is gray.7 (8.2:1), errors red.9 (5.5:1), and every palette's text, light-variant label and outline its shade 9 darkened
// by 30 % black (5.0:1 or more on its light background, 5.6:1 or more on white). Brand colours keep Mantine's values.
import type { CSSVariablesResolver } from '@mantine/core';

const PALETTES = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

const readable = (palette: string) => `color-mix(in srgb, var(--mantine-color-${palette}-9) 70%, black)`;

export const readableColours: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(PALETTES.flatMap((palette) => [
      [`--mantine-color-${palette}-text`, readable(palette)],
      [`--mantine-color-${palette}-light-color`, readable(palette)],
      [`--mantine-color-${palette}-outline`, readable(palette)],
    ])),
  },
  dark: {},
});
