/**
 * A player's generated avatar (DiceBear's "thumbs" style, no uploads): the same picture for the same id on
 * every page and device, an account's from its account id, a guest's from its match and seat. Decorative:
 * the name beside it says who it is, so it is hidden from screen readers.
 */
import { useMemo } from 'react';
import { createAvatar } from '@dicebear/core';
import * as thumbs from '@dicebear/thumbs';
import './avatar.css';

export function Avatar({ id, size = 24 }: { id: string; size?: number }) {
  const uri = useMemo(() => createAvatar(thumbs, { seed: id, size }).toDataUri(), [id, size]);
  return <img className="avatar" src={uri} width={size} height={size} alt="" aria-hidden="true" data-avatar={id} />;
}
