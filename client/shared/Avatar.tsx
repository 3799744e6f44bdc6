/**
 * A player's generated avatar (DiceBear, no uploads; docs/security.md#avatars): the same picture for the
 * same id on every page and device, an account's from its account id in the style and colour it picked
 * (client/api/avatar-api.ts; "thumbs" on its own colour by default), a guest's from its match and seat.
 * Decorative: the name beside it says who it is, so it is hidden from screen readers.
 */
import { useEffect, useMemo, useState } from 'react';
import { createAvatar } from '@dicebear/core';
import { avatarPick, knownPick, onAvatarChange, type AvatarPick } from '../api/avatar-api';
import { colourOf, styleOf } from './avatar-styles';
import './avatar.css';

function usePick(id: string): AvatarPick | null | undefined {
  const [pick, setPick] = useState(() => knownPick(id));
  useEffect(() => {
    let live = true;
    const load = () => void avatarPick(id).then((found) => live && setPick(found));
    load();
    const stop = onAvatarChange((changed) => changed === id && load());
    return () => {
      live = false;
      stop();
    };
  }, [id]);
  return pick;
}

/** The picture as a data URI: `pick` the style and colour (none: the defaults). */
export function avatarUri(id: string, size: number, pick?: AvatarPick | null): string {
  const colour = colourOf(pick?.colour);
  return createAvatar(styleOf(pick?.style), {
    seed: id,
    size,
    ...(colour ? { backgroundColor: [colour] } : {}),
  }).toDataUri();
}

export function Avatar({ id, size = 24 }: { id: string; size?: number }) {
  const pick = usePick(id);
  const uri = useMemo(() => avatarUri(id, size, pick), [id, size, pick]);
  return (
    <img
      className="avatar"
      src={uri}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      data-avatar={id}
      data-avatar-style={pick?.style ?? 'thumbs'}
      data-avatar-colour={pick?.colour ?? 'auto'}
    />
  );
}
