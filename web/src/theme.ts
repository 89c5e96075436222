// The Mantine theme of PRODUCT.md §9: primary #5046e5, Roboto with each language's CJK fallbacks, the product's breakpoints.
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { DEFAULT_LANGUAGE, THEME, type Language } from '../../schema/rules/constants';

/** Ten shades around the brand colour; index 6 (Mantine's default primary shade) is #5046e5 itself. */
const brand: MantineColorsTuple = [
  '#eeedfd',
  '#dcdafb',
  '#b7b3f6',
  '#918af1',
  '#726aec',
  '#5e55e8',
  THEME.primaryColor,
  '#4138c9',
  '#3830b2',
  '#2c2596',
];

/** Mantine reads breakpoints in em; the spec gives them in px (16px = 1em). */
const em = (px: number) => `${px / 16}em`;

/** Text and headings in the faces of `language` (Japanese and Simplified Chinese must not take Traditional glyphs). */
export function fontsFor(language: Language) {
  return { fontFamily: THEME.fontFamilies[language], headings: { fontFamily: THEME.fontFamilies[language] } };
}

export const theme = createTheme({
  primaryColor: 'brand',
  // Dialogs, overlays and progress stripes keep still for people who asked their system for less motion.
  respectReducedMotion: true,
  colors: { brand },
  // The default language's faces; LocalisedMantineProvider gives each language its own (fontsFor).
  ...fontsFor(DEFAULT_LANGUAGE),
  breakpoints: {
    xs: em(THEME.breakpoints.xs),
    sm: em(THEME.breakpoints.sm),
    md: em(THEME.breakpoints.md),
    lg: em(THEME.breakpoints.lg),
    xl: em(THEME.breakpoints.xl),
  },
  components: {
    // A long cell must not squeeze a column's heading into one character per line.
    Table: { styles: { th: { whiteSpace: 'nowrap' } } },
    // A table wider than the screen shows its scrollbar whenever it overflows (Mantine's default shows it only on
    // hover, which a phone never has): the sign that more columns lie to the side.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { type: 'auto' } } },
    // Badges name products and channels (AutoQA, Facebook, Web): shown as written, not in capitals; never cut short.
    Badge: { defaultProps: { tt: 'none' }, styles: { root: { flexShrink: 0, maxWidth: 'none' } } },
  },
});
