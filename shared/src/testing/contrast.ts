/**
 * WCAG 2 colour contrast for tests of the theme and the kit's colours: parse a CSS
 * colour (#rrggbb, rgb(), rgba()), paint a translucent one over an opaque one, and
 * compare two opaque colours.
 */
export type Rgba = [number, number, number, number];

export function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [...hex.slice(1).map((h) => parseInt(h, 16)), 1] as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`unknown colour ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  return [r!, g!, b!, a];
}

/** `top` painted over the opaque `bottom`. */
export function over(top: string, bottom: string | Rgba): Rgba {
  const [r, g, b, a] = parseColor(top);
  const under = typeof bottom === 'string' ? parseColor(bottom) : bottom;
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1];
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrast(x: Rgba, y: Rgba): number {
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b]
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
