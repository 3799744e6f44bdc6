/**
 * The how-to-play texts (docs/rules/<game>.how-to-play.<language>.md) as the app shows them: Markdown
 * rendered by markdown-it with raw HTML off (so the output holds only the tags Markdown itself makes, and
 * links with unsafe schemes are refused), cut at each `<!-- picture: NAME -->` line, which GitHub hides and
 * the app replaces with the game's own picture of that name. Headings can be pushed down a level or more,
 * for a text shown inside a page that has its own h1.
 */
import MarkdownIt from 'markdown-it';

export type Segment = { kind: 'text'; html: string } | { kind: 'picture'; name: string };

const PICTURE = /^<!-- picture: ([a-z0-9-]+) -->$/;

function renderer(headingOffset: number) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  md.core.ruler.push('heading_offset', (state) => {
    for (const token of state.tokens)
      if (token.type === 'heading_open' || token.type === 'heading_close')
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + headingOffset)}`;
  });
  return md;
}

/** The names of the pictures a text asks for, in order. */
export function pictureNames(source: string): string[] {
  return source.split('\n').flatMap((line) => {
    const m = PICTURE.exec(line.trim());
    return m ? [m[1] as string] : [];
  });
}

/** The text as rendered HTML pieces and the pictures between them, in order. */
export function segments(source: string, headingOffset = 0): Segment[] {
  const md = renderer(headingOffset);
  const out: Segment[] = [];
  let chunk: string[] = [];
  const flush = () => {
    const text = chunk.join('\n').trim();
    if (text) out.push({ kind: 'text', html: md.render(text) });
    chunk = [];
  };
  for (const line of source.split('\n')) {
    const m = PICTURE.exec(line.trim());
    if (!m) {
      chunk.push(line);
      continue;
    }
    flush();
    out.push({ kind: 'picture', name: m[1] as string });
  }
  flush();
  return out;
}
