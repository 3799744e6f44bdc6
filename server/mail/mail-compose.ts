/**
 * A mail as nodemailer sends it (docs/security.md#email): the subject and a plain-text part in the account's
 * language, the same text as HTML (escaped, its links made links), and for every mail but the verification
 * the unsubscribe link of its choice, in the text and in the `List-Unsubscribe` and `List-Unsubscribe-Post`
 * headers (RFC 8058: one click, no sign-in). Links are absolute, on the site's address; a match's link opens
 * the match page, where the signed-in account gets its seat (server/accounts/seat-routes.ts) and a signed-out
 * player is sent to sign in first (`?signin`, client/account/sign-in-return.ts).
 */
import { gameTitleByName } from '../../games';
import type { MailAddress, MailChoice } from './mail-store';
import { mailWord, nameList } from './mail-words';

export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** A match a mail is about: the game, the other seats' names, its page. */
export interface MatchMention {
  gameName: string;
  matchID: string;
  others: string[];
}

export interface MailSite {
  /** The site's address, as links start (`https://example.org`, no trailing slash). */
  url: string;
  from: string;
}

/** A match's page; `?signin` sends a signed-out player to sign in first, then back in their seat. */
export const matchLink = (site: MailSite, gameName: string, matchID: string) =>
  `${site.url}/match/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}?signin`;
export const unsubscribeLink = (site: MailSite, key: string, choice: MailChoice) =>
  `${site.url}/mail/unsubscribe/${key}/${choice}`;
export const verifyLink = (site: MailSite, token: string) => `${site.url}/mail/verify/${token}`;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const htmlOf = (text: string) =>
  `<!doctype html><html><body>${text
    .split('\n')
    .map((line) => `<p>${escape(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('')}</body></html>`;

function message(site: MailSite, to: MailAddress, subject: string, body: string, choice?: MailChoice): MailMessage {
  const host = new URL(site.url).host;
  const lines = [body];
  const headers: Record<string, string> = {};
  if (choice) {
    const unsubscribe = unsubscribeLink(site, to.unsubscribeKey, choice);
    lines.push(
      '',
      '--',
      mailWord(to.language, 'footer', { site: host }),
      mailWord(to.language, 'unsubscribe', { link: unsubscribe }),
    );
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const text = lines.join('\n');
  return { to: to.address, from: site.from, subject, text, html: htmlOf(text), headers };
}

export function verificationMail(site: MailSite, to: MailAddress, token: string): MailMessage {
  const body = mailWord(to.language, 'verifyBody', { site: new URL(site.url).host, link: verifyLink(site, token) });
  return message(site, to, mailWord(to.language, 'verifySubject'), body);
}

/** One match waiting: a turn mail; several: one digest. */
export function turnMail(site: MailSite, to: MailAddress, matches: MatchMention[]): MailMessage {
  const language = to.language;
  const words = (m: MatchMention) => ({
    game: gameTitleByName(m.gameName, language),
    names: nameList(language, m.others),
    link: matchLink(site, m.gameName, m.matchID),
  });
  if (matches.length === 1) {
    const only = words(matches[0]!);
    return message(site, to, mailWord(language, 'turnSubject', only), mailWord(language, 'turnBody', only), 'turns');
  }
  const body = [
    mailWord(language, 'digestBody'),
    ...matches.map((m) => `- ${mailWord(language, 'digestLine', words(m))}`),
  ];
  return message(site, to, mailWord(language, 'digestSubject', { n: matches.length }), body.join('\n'), 'turns');
}

/** A tournament round's table is open with the account seated at it (docs/tournaments.md#rounds). */
export function tournamentMail(
  site: MailSite,
  to: MailAddress,
  tournament: string,
  round: number,
  match: MatchMention,
): MailMessage {
  const params = {
    round,
    tournament,
    game: gameTitleByName(match.gameName, to.language),
    names: nameList(to.language, match.others),
    link: matchLink(site, match.gameName, match.matchID),
  };
  return message(
    site,
    to,
    mailWord(to.language, 'tournamentSubject', params),
    mailWord(to.language, 'tournamentBody', params),
    'tournaments',
  );
}

export function invitationMail(site: MailSite, to: MailAddress, from: string, match: MatchMention): MailMessage {
  const params = {
    name: from,
    game: gameTitleByName(match.gameName, to.language),
    link: matchLink(site, match.gameName, match.matchID),
  };
  return message(
    site,
    to,
    mailWord(to.language, 'invitationSubject', params),
    mailWord(to.language, 'invitationBody', params),
    'invitations',
  );
}
