/**
 * The account's avatar on the account page (docs/security.md#avatars): its picture as others see it, with
 * a style and a background colour to pick from; saved, every avatar of the account on the page redraws.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { avatarPick, chooseAvatar } from '../api/avatar-api';
import { Avatar, avatarUri } from '../shared/Avatar';
import { AVATAR_COLOURS, AVATAR_STYLES, type AvatarColourName, type AvatarStyleName } from '../shared/avatar-styles';
import { useAccountAction } from './account-problem';
import { ProblemAlert } from './ProblemAlert';

const STYLE_NAMES = Object.keys(AVATAR_STYLES) as AvatarStyleName[];
const COLOUR_NAMES = Object.keys(AVATAR_COLOURS) as AvatarColourName[];

export function AvatarSettings({ accountID }: { accountID: string }) {
  const t = useT();
  const [style, setStyle] = useState<AvatarStyleName>('thumbs');
  const [colour, setColour] = useState<AvatarColourName>('auto');
  const [saved, setSaved] = useState(false);
  const { run, busy, error } = useAccountAction();
  useEffect(() => {
    void avatarPick(accountID).then((pick) => {
      if (pick && Object.hasOwn(AVATAR_STYLES, pick.style)) setStyle(pick.style as AvatarStyleName);
      if (pick && Object.hasOwn(AVATAR_COLOURS, pick.colour)) setColour(pick.colour as AvatarColourName);
    });
  }, [accountID]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    run(async () => {
      await chooseAvatar(accountID, { style, colour });
      setSaved(true);
    });
  };
  return (
    <form className="account-avatar" aria-labelledby="account-avatar-title" onSubmit={submit}>
      <h3 id="account-avatar-title">
        <Avatar id={accountID} size={48} /> {t('avatar.title')}
      </h3>
      <p className="muted">{t('avatar.hint')}</p>
      <fieldset>
        <legend>{t('avatar.style')}</legend>
        {STYLE_NAMES.map((name) => (
          <label key={name} className="account-avatar-choice">
            <input
              type="radio"
              name="avatar-style"
              value={name}
              checked={style === name}
              onChange={() => (setStyle(name), setSaved(false))}
            />
            <img src={avatarUri(accountID, 32, { style: name, colour })} width={32} height={32} alt="" />{' '}
            {t(`avatar.style.${name}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('avatar.colour')}{' '}
        <select
          name="avatar-colour"
          value={colour}
          onChange={(event) => (setColour(event.target.value as AvatarColourName), setSaved(false))}
        >
          {COLOUR_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`avatar.colour.${name}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" disabled={busy}>
        {t('avatar.save')}
      </button>
      {saved && <p role="status">{t('avatar.saved')}</p>}
      <ProblemAlert problem={error} />
    </form>
  );
}
