/** A rating identity's name: an account's display name, or "Hard bot" in the reader's language. */
import { useT } from '../i18n/LanguageProvider';
import type { MessageKey } from '../i18n/dictionary';
import type { Who } from '../api/ratings-api';

const LEVEL_KEYS: Record<string, MessageKey> = {
  random: 'ratings.level.random',
  easy: 'ratings.level.easy',
  medium: 'ratings.level.medium',
  hard: 'ratings.level.hard',
};

export function WhoName({ who }: { who: Who }) {
  const t = useT();
  if (who.kind === 'account') return <>{who.name}</>;
  const key = LEVEL_KEYS[who.level];
  return <>{t('ratings.bot', { level: key ? t(key) : who.level })}</>;
}
