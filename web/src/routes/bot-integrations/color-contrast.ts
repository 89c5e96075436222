// WCAG 2 contrast between the widget header's text and background, so the owner is warned before visitors
// get a header they cannot read (4.5:1 is the level for normal text).
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

function relativeLuminance(hex: string): number {
  const digits = hex.trim().slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1 to 21) of two #rrggbb colours; null when either is not one. */
export function contrastRatio(foreground: string, background: string): number | null {
  if (!isHexColor(foreground) || !isHexColor(background)) return null;
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
