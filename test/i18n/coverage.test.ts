// Every language against English (README.md#languages): no key missing or extra, none left in English
// (but for the short list of names and true cognates below), the same {placeholders}, a sentence's full stop
// where English has one, and in every
// {n|…} plural exactly one form per plural category of the language (Intl.PluralRules). The same for the
// games side (card names, short rules, casts, notifications) and Machiavelli's full card rules.
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, UNIQUE_DISTRICT_IDS, BASIC_DISTRICT_IDS, PRESETS } from '../../games/citadels/index';
import { CHARACTERS } from '../../games/citadels/data/characters';
import { BASIC_DISTRICTS, UNIQUE_DISTRICTS } from '../../games/citadels/data/districts';
import { GAME_LOCALES } from '../../games/locales';
import type { FolderLanguage } from '../../games/shared/languages';
import { characterFullRule, districtFullRule } from '../../client/citadels/card-rules';
import { FOLDER_NOTICES } from '../../games/locales/notices';
import { mailWord, type MailWord } from '../../server/mail/mail-words';
import { pushWords } from '../../server/push/push-words';
import {
  LANGUAGES,
  MESSAGES,
  PLURAL_PATTERN,
  pluralCategories,
  translate,
  type Language,
} from '../../client/i18n/dictionary';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');
const FOLDER = Object.keys(GAME_LOCALES) as FolderLanguage[];

/** Keys whose text may equal the English one: names, codes and true cognates, per language. */
const SAME_AS_ENGLISH: Record<Exclude<Language, 'en'>, readonly string[]> = {
  nl: [
    'hotseat.bot.mcts',
    'hotseat.botName',
    'hotseat.level.mcts',
    'hotseat.start',
    'lobby.title',
    'match.online',
    'match.offline',
    'citadels.log.line',
    'carcassonne.rotateKey',
    'carcassonne.gallery.count',
    'account.mail', // "E-mail" is the Dutch word
    'nav.account',
    'profile.title',
    'ratings.kind.bots',
    'ratings.rating',
    'recent.online',
    'table.rating', // "rating" is the Dutch word (as ratings.rating)
    'table.bot',
    'table.standIn',
    'table.grace.seconds',
    'table.chat',
    'table.open.match',
    'online.dismiss',
    'guided.coach',
    'pwa.later',
    'friends.online', // the Dutch word
    'friends.offline', // the Dutch word
    'friends.rating', // placeholders only: "{game}: {rating}"
    'tournaments.buchholz', // a name
    'tournaments.sonnebornBerger', // a name
  ],
  de: [
    'hotseat.bot.mcts',
    'hotseat.botName',
    'hotseat.level.mcts',
    'citadels.value.gold',
    'carcassonne.rotateKey',
    'carcassonne.gallery.count',
    'profile.title',
    'ratings.kind.bots',
    'replay.pause',
    'table.grace.seconds',
    'table.chat',
    'hotseat.name',
    'friends.online', // the German word
    'friends.offline', // the German word
    'tournaments.name', // the German word
    'tournaments.buchholz', // a name
    'tournaments.sonnebornBerger', // a name
  ],
  fr: [
    'hotseat.botName',
    'hotseat.level.mcts',
    'options.title',
    'lobby.quick.bots.60', // "1 minute", the French word
    'lobby.quick.bots.120', // "2 minutes"
    'citadels.type.noble',
    'citadels.final.total',
    'carcassonne.rotateKey',
    'carcassonne.score',
    'carcassonne.total',
    'carcassonne.meepleChoices',
    'carcassonne.gallery.count',
    'avatar.style', // "Style" is the French word
    'avatar.colour.rose', // "Rose" is the French word
    'profile.title',
    'ratings.kind.bots',
    'replay.pause',
    'table.bot',
    'table.standIn',
    'table.options',
    'table.grace.seconds',
    'online.invite.options',
    'learn.figure.garden',
    'guided.coach',
    'tournaments.score', // "Points" is the French word
    'tournaments.buchholz', // a name
    'tournaments.sonnebornBerger', // a name
    'tournaments.table', // "Table {n}" is the French word
  ],
};

/** Names in every language: the games' titles. */
const isName = (key: string) => /^game\.\w+\.title$/.test(key);

/** The names a text fills in: `{name}` and the number of each `{n|…}` plural. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[}|]/g)].map((m) => m[1]))].sort();

describe.each(OTHERS)('the %s words', (language) => {
  const english = MESSAGES.en;
  const own = MESSAGES[language];

  it('have every English key and no other, none empty', () => {
    expect(Object.keys(english).filter((key) => !Object.hasOwn(own, key))).toEqual([]);
    expect(Object.keys(own).filter((key) => !Object.hasOwn(english, key))).toEqual([]);
    expect(Object.keys(own).filter((key) => own[key]!.trim() === '')).toEqual([]);
  });

  it('leave nothing in English but the listed names and cognates', () => {
    const same = Object.keys(english).filter((key) => own[key] === english[key] && !isName(key));
    expect(same).toEqual(SAME_AS_ENGLISH[language].filter((key) => Object.hasOwn(english, key)));
  });

  it('fill the same placeholders as English', () => {
    const differ = Object.keys(english).filter(
      (key) => Object.hasOwn(own, key) && placeholders(own[key]!).join() !== placeholders(english[key]!).join(),
    );
    expect(differ).toEqual([]);
  });

  it('end a sentence where English ends one, and only there (so that two never run together)', () => {
    const ends = (text: string) => /[.!?…]$/.test(text.trim());
    expect(Object.keys(english).filter((key) => ends(english[key]!) !== ends(own[key] ?? ''))).toEqual([]);
  });

  it('give every plural one form per plural category of the language', () => {
    const forms = pluralCategories(language).length;
    const wrong = Object.keys(own).filter((key) =>
      [...own[key]!.matchAll(PLURAL_PATTERN)].some((match) => match[2]!.slice(1).split('|').length !== forms),
    );
    expect(wrong).toEqual([]);
  });
});

describe('plural forms through Intl.PluralRules', () => {
  it('lists each language’s categories in CLDR order', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('de')).toEqual(['one', 'other']);
    expect(pluralCategories('fr')).toEqual(['one', 'many', 'other']);
  });

  it('picks the form of the number’s category: French 0 and 1 are singular, English 0 is plural', () => {
    expect(translate('en', 'citadels.cards', { n: 0 })).toBe('0 cards');
    expect(translate('fr', 'citadels.cards', { n: 0 })).toBe('0 carte');
    expect(translate('fr', 'citadels.cards', { n: 1 })).toBe('1 carte');
    expect(translate('fr', 'citadels.cards', { n: 2 })).toBe('2 cartes');
    expect(translate('fr', 'citadels.cards', { n: 1_000_000 })).toBe('1\u202f000\u202f000 cartes');
    expect(translate('de', 'carcassonne.meeplesLeft', { n: 1 })).toBe('Noch 1 Gefolgsmann');
    expect(translate('de', 'carcassonne.meeplesLeft', { n: 7 })).toBe('Noch 7 Gefolgsleute');
    expect(translate('de', 'online.result.won', { names: 'Ann und Bob', n: 2, points: 1 })).toBe(
      'Spielende: Ann und Bob haben mit 1 Punkt gewonnen.',
    );
  });
});

describe.each(FOLDER)('the %s games-side words', (language) => {
  const locale = GAME_LOCALES[language];

  it('name every character, district and cast, none left in English but true cognates', () => {
    const same: string[] = [];
    for (const id of CHARACTER_IDS) {
      expect(locale.citadels.characters[id], id).toBeDefined();
      if (CHARACTERS[id].name[language] === CHARACTERS[id].name.en) same.push(id);
      expect(CHARACTERS[id].text[language], id).not.toBe(CHARACTERS[id].text.en);
    }
    for (const id of BASIC_DISTRICT_IDS) {
      expect(locale.citadels.basicDistricts[id], id).toBeDefined();
      if (BASIC_DISTRICTS[id].name[language] === BASIC_DISTRICTS[id].name.en) same.push(id);
    }
    for (const id of UNIQUE_DISTRICT_IDS) {
      expect(locale.citadels.uniqueDistricts[id], id).toBeDefined();
      if (UNIQUE_DISTRICTS[id].name[language] === UNIQUE_DISTRICTS[id].name.en) same.push(id);
      expect(UNIQUE_DISTRICTS[id].text[language], id).not.toBe(UNIQUE_DISTRICTS[id].text.en);
    }
    for (const [id, preset] of Object.entries(PRESETS)) expect(preset.name[language], id).not.toBe(preset.name.en);
    expect(same).toEqual(
      {
        de: ['diplomat', 'museum', 'park', 'statue', 'theater'],
        fr: ['assassin', 'cardinal', 'temple', 'prison', 'monument'],
      }[language],
    );
  });

  it('hold no card the English tables do not', () => {
    expect(Object.keys(locale.citadels.characters).sort()).toEqual([...CHARACTER_IDS].sort());
    expect(Object.keys(locale.citadels.basicDistricts).sort()).toEqual([...BASIC_DISTRICT_IDS].sort());
    expect(Object.keys(locale.citadels.uniqueDistricts).sort()).toEqual([...UNIQUE_DISTRICT_IDS].sort());
    expect(Object.keys(locale.citadels.presets).sort()).toEqual(Object.keys(PRESETS).sort());
  });

  it('give every character and unique district its full rule', () => {
    for (const id of CHARACTER_IDS) expect(characterFullRule(id, language), id).not.toBe(characterFullRule(id, 'en'));
    for (const id of UNIQUE_DISTRICT_IDS)
      expect(districtFullRule(id, language), id).not.toBe(districtFullRule(id, 'en'));
  });

  it('word every mail and notification, with the English placeholders and none left in English', () => {
    const mail = Object.keys(FOLDER_NOTICES[language].mail) as MailWord[];
    expect(mail.sort()).toEqual(
      [
        'verifySubject',
        'verifyBody',
        'turnSubject',
        'turnBody',
        'digestSubject',
        'digestBody',
        'digestLine',
        'invitationSubject',
        'invitationBody',
        'tournamentSubject',
        'tournamentBody',
        'footer',
        'unsubscribe',
        'nobody',
      ].sort(),
    );
    for (const word of mail) {
      expect(mailWord(language, word), word).not.toBe(mailWord('en', word));
      expect(placeholders(mailWord(language, word)), word).toEqual(placeholders(mailWord('en', word)));
    }
    const [own, english] = [pushWords(language), pushWords('en')];
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [word, text] of Object.entries(english)) {
      expect(own[word as keyof typeof own], word).not.toBe(text);
      expect(placeholders(own[word as keyof typeof own]), word).toEqual(placeholders(text));
    }
  });
});
