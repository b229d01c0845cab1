import { contrast, over, parseColor as parse, renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { GlobalToken } from 'antd';
import { theme } from '../../antd';
import { appTheme } from '../../theme';
import { ReadableTag, readableTagTextColor } from '../readable-tag';

const token = theme.getDesignToken(appTheme) as GlobalToken;
const shade = (preset: string, n: number) => token[`${preset}${n}` as keyof GlobalToken] as string;

/** The presets the product's status tags use. */
const PRESETS = ['blue', 'geekblue', 'purple', 'red', 'gold', 'orange', 'volcano', 'green'];

describe('ReadableTag', () => {
  it.each(PRESETS.map((p) => [p]))('%s has text at WCAG AA contrast (4.5:1)', (preset) => {
    const background = parse(shade(preset, 1));
    const text = over(readableTagTextColor(preset, token) ?? shade(preset, 7), background);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('paints the darker shade on the rendered tag and keeps other props', () => {
    renderWithProviders(
      <ReadableTag color="gold" data-testid="waiting" title="Waiting">
        Waiting
      </ReadableTag>,
    );
    const [r, g, b] = parse(token.gold9);
    expect(screen.getByTestId('waiting')).toHaveStyle({ color: `rgb(${r}, ${g}, ${b})` });
    expect(screen.getByTestId('waiting')).toHaveAttribute('title', 'Waiting');
  });
});
