import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { GlobalToken } from 'antd';
import { theme } from '../../antd';
import { ASSET_STATES } from '../../contracts/asset-states';
import { appTheme } from '../../theme';
import {
  ASSET_STATE_GROUP_COLORS,
  assetStateGroupOf,
  AssetStateTag,
  assetStateTagTextColor,
} from '../asset-state-tag';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [...hex.slice(1).map((h) => parseInt(h, 16)), 1] as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`unknown colour ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  return [r!, g!, b!, a];
}

/** `top` painted over the opaque `bottom`. */
function over(top: string, bottom: string): Rgba {
  const [r, g, b, a] = parse(top);
  const under = parse(bottom);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1];
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(x: Rgba, y: Rgba): number {
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b]
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const token = theme.getDesignToken(appTheme) as GlobalToken;
const shade = (preset: string, n: number) => token[`${preset}${n}` as keyof GlobalToken] as string;

/** Text and background of a state's tag as antd paints it in the product's theme (filled variant). */
function tagColours(state: (typeof ASSET_STATES)[number]): { text: Rgba; background: Rgba } {
  const group = assetStateGroupOf(state);
  const preset = ASSET_STATE_GROUP_COLORS[group];
  const background =
    preset === 'default'
      ? over(token.colorFillTertiary, token.colorBgContainer)
      : parse(shade(preset, 1));
  const text =
    assetStateTagTextColor(group, token) ??
    (preset === 'default' ? token.colorText : shade(preset, 7));
  return { text: over(text, token.colorBgContainer), background };
}

describe('AssetStateTag', () => {
  it.each(ASSET_STATES.map((state) => [state]))(
    '%s has text at WCAG AA contrast (4.5:1) on its tag',
    (state) => {
      const { text, background } = tagColours(state);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the groups apart: green, blue and the default grey', () => {
    expect(ASSET_STATE_GROUP_COLORS).toEqual({
      WITH_EMPLOYEE: 'green',
      WITH_IT: 'blue',
      OTHERS: 'default',
    });
    const [r, g, b] = parse(assetStateTagTextColor('WITH_EMPLOYEE', token)!);
    expect(g).toBeGreaterThan(r + b);
  });

  it('paints the darker green on the rendered tag, with its group as the title', () => {
    renderWithProviders(<AssetStateTag state="ASSIGNED" />);
    const tag = screen.getByText('Assigned');
    const [r, g, b] = parse(token.green8);
    expect(tag).toHaveStyle({ color: `rgb(${r}, ${g}, ${b})` });
    expect(tag).toHaveAttribute('title', 'With Employee');
    expect(tag).toHaveAttribute('data-state', 'ASSIGNED');
  });
});
