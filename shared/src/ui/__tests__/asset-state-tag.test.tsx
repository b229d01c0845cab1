import { contrast, over, parseColor as parse, renderWithProviders, type Rgba } from '../../testing';
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
