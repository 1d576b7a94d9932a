import { avatar, getAvatarColor } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { renderWithProviders } from '@/test/render';
import { UserAvatar } from './user-avatar';

/** sRGB channels 0..1 of an HSL colour (the CSS algorithm). */
function hslToRgb(hue: number, saturation: number, lightness: number): number[] {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function hexToRgb(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
}

function getLuminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function getContrast(a: number[], b: number[]): number {
  const [light, dark] = [getLuminance(a), getLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('UserAvatar', () => {
  it('shows the initials on the colour hashed from the name, labelled with the name', () => {
    renderWithProviders(
      <>
        <UserAvatar name="Jane Doe" />
        <UserAvatar name="Madonna" size="lg" />
      </>,
    );
    const jane = screen.getByRole('img', { name: 'Jane Doe' });
    expect(jane).toHaveTextContent('JD');
    expect(jane.firstElementChild).toHaveStyle({ backgroundColor: getAvatarColor('Jane Doe') });
    expect(jane.firstElementChild).toHaveStyle({ color: 'var(--mantine-color-black)' });
    expect(screen.getByRole('img', { name: 'Madonna' })).toHaveTextContent('MA');
  });

  it('gives the same name the same colour and different names different colours', () => {
    renderWithProviders(
      <>
        <UserAvatar name="Jane Doe" />
        <UserAvatar name="  jane   DOE " />
        <UserAvatar name="Oscar Berg" />
      </>,
    );
    const [first, second, third] = screen
      .getAllByRole('img')
      .map((element) => element.firstElementChild?.getAttribute('style'));
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('is hidden from assistive technology when shown beside the name', () => {
    renderWithProviders(<UserAvatar name="Jane Doe" isDecorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
  });

  it('converts colours the way CSS does (checked on known values)', () => {
    expect(hslToRgb(0, 1, 0.5)).toEqual([1, 0, 0]);
    expect(getContrast(hexToRgb('#ffffff'), hexToRgb('#000000'))).toBeCloseTo(21);
  });

  it('keeps AA contrast (4.5:1) between its text and every possible background', () => {
    const text = hexToRgb(theme.black ?? '#000000');
    for (let hue = 0; hue < avatar.hueSteps; hue += 1) {
      const background = hslToRgb(hue, avatar.saturation / 100, avatar.lightness / 100);
      expect(getContrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
