import { avatar } from './constants.ts';

/** The avatar of §9: a hue hashed from the name, fixed saturation and lightness, and initials. */

/** Case and surrounding spaces do not change the colour. */
function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A stable 32-bit string hash (FNV-1a) of the name, mapped to 0..359. */
export function getAvatarHue(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of normaliseName(name)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % avatar.hueSteps;
}

/** The CSS colour of the avatar: hue from the name, 35% saturation, 65% lightness. */
export function getAvatarColor(name: string): string {
  return `hsl(${getAvatarHue(name)} ${avatar.saturation}% ${avatar.lightness}%)`;
}

const letterPattern = /\p{L}/u;

function lettersOf(word: string): string[] {
  return Array.from(word).filter((char) => letterPattern.test(char));
}

/**
 * The first two letters of a single word, or the first letters of the first two words,
 * upper-cased. Words are separated by spaces; punctuation and digits are skipped.
 */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map(lettersOf)
    .filter((letters) => letters.length > 0);
  const [first, second] = words;
  if (!first) return '';
  const initials = second ? `${first[0]}${second[0]}` : first.slice(0, 2).join('');
  return initials.toUpperCase();
}
