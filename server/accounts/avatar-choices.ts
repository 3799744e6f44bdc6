/**
 * The avatar styles and colours a player may pick (docs/security.md#avatars), by name; the client draws them
 * (client/shared/avatar-styles.ts, the same names: test/server/avatars.test.ts). The first of each is the
 * default, which an account that picked nothing has (no row).
 */
export const AVATAR_STYLES = ['thumbs', 'shapes', 'identicon'] as const;
export const AVATAR_COLOURS = ['auto', 'sky', 'mint', 'sun', 'rose', 'lilac', 'sand'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export type AvatarColour = (typeof AVATAR_COLOURS)[number];

export interface AvatarChoice {
  style: AvatarStyle;
  colour: AvatarColour;
}

export const isAvatarStyle = (value: unknown): value is AvatarStyle =>
  typeof value === 'string' && (AVATAR_STYLES as readonly string[]).includes(value);
export const isAvatarColour = (value: unknown): value is AvatarColour =>
  typeof value === 'string' && (AVATAR_COLOURS as readonly string[]).includes(value);
