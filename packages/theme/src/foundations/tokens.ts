import { isColor, type Palette, readPalette, type Token } from '../styles/palette.js';
import tokensCss from '../styles/tokens.css?raw';

/** The theme's design tokens, read from `tokens.css` as it is now. */
export const palette: Palette = readPalette(tokensCss);

export type TokenGroup = 'colour' | 'typography' | 'spacing' | 'radius' | 'shadow' | 'other';

const lengthPattern = /^-?[\d.]+(?:rem|em|px|ch|vw|vh|%)$/;

/** Which Foundations table a token belongs in, from its name and value. */
export function tokenGroup(token: Token): TokenGroup {
  if (token.name.includes('radius')) return 'radius';
  if (token.name.includes('shadow')) return 'shadow';
  if (/font|line-height/.test(token.name)) return 'typography';
  if (isColor(palette.resolve(token.name, 'light'))) return 'colour';
  if (lengthPattern.test(palette.resolve(token.name, 'light'))) return 'spacing';
  return 'other';
}

/** The tokens of a group, in the order of `tokens.css`. */
export const tokensOf = (group: TokenGroup) => palette.tokens.filter((token) => tokenGroup(token) === group);

/** `--mdd-color-text` -> `color`: colour tokens are listed under the part of their name after `--mdd-`. */
export const family = (name: string) => name.replace(/^--mdd-/, '').split('-')[0] ?? name;
