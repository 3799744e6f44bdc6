/**
 * Sentences that follow one another in one region (a status line, a hint) must each end as a sentence, or a
 * reader, and a screen reader reading the region as one text, runs them together ("2 of 4 rotations fit
 * here Choose a circle"). `asSentence` ends a text with a full stop where it ends without one.
 */

/** Whether a text already ends a sentence (. ! ? …, in every language the site speaks). */
export const endsSentence = (text: string): boolean => /[.!?…]$/.test(text.trim());

/** The text, ending with a full stop where it did not end a sentence. */
export const asSentence = (text: string): string => (endsSentence(text) ? text : `${text.trimEnd()}.`);

/** Texts said one after another as sentences, each ending as one: "Ann placed a tile. Ann: 4 for a road." */
export const joinSentences = (texts: readonly (string | undefined)[]): string =>
  texts
    .filter((text): text is string => Boolean(text?.trim()))
    .map(asSentence)
    .join(' ');
