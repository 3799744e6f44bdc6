/**
 * Which secrets a text holds, in one pass over the text for most of them: a secret that is one quoted
 * string with no quote inside (a card, a tile id) is in the text exactly when it is the span between two
 * consecutive quotes of the text, so every such secret is looked up in the set of those spans; any other
 * secret is searched for in full. The same answer as `secrets.filter((s) => text.includes(s))`, without
 * one scan of a whole message per secret (a game state holds a hundred secrets, and the harnesses check
 * thousands of messages).
 */
export function leakedSecrets(text: string, secrets: readonly string[]): string[] {
  let spans: Set<string> | undefined;
  return secrets.filter((secret) => {
    const inner = secret.slice(1, -1);
    if (secret.length < 2 || secret[0] !== '"' || secret.at(-1) !== '"' || inner.includes('"'))
      return text.includes(secret);
    spans ??= new Set(text.split('"').slice(1, -1));
    return spans.has(inner);
  });
}
