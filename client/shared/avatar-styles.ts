/**
 * The avatar styles and colours a player may pick, as DiceBear draws them: the names are the server's
 * (server/accounts/avatar-choices.ts; test/server/avatars.test.ts checks they are the same), the first
 * of each the default. A colour is a background (hex without '#'); `auto` leaves the style's own.
 */
import * as thumbs from '@dicebear/thumbs';
import * as shapes from '@dicebear/shapes';
import * as identicon from '@dicebear/identicon';

export const AVATAR_STYLES = { thumbs, shapes, identicon } as const;
export type AvatarStyleName = keyof typeof AVATAR_STYLES;

export const AVATAR_COLOURS = {
  auto: undefined,
  sky: 'b6e3f4',
  mint: 'c0f0d4',
  sun: 'ffe59a',
  rose: 'ffd5dc',
  lilac: 'd1d4f9',
  sand: 'f1e3c8',
} as const;
export type AvatarColourName = keyof typeof AVATAR_COLOURS;

export const styleOf = (name: string | undefined) =>
  name !== undefined && Object.hasOwn(AVATAR_STYLES, name) ? AVATAR_STYLES[name as AvatarStyleName] : thumbs;
export const colourOf = (name: string | undefined) =>
  name !== undefined && Object.hasOwn(AVATAR_COLOURS, name) ? AVATAR_COLOURS[name as AvatarColourName] : undefined;
