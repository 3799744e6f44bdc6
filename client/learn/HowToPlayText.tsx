/**
 * A game's how-to-play text in the reader's language, with the game's own pictures where the text asks
 * for them (client/learn/markdown.ts). The HTML comes from markdown-it with raw HTML off, from a file of
 * this repository.
 */
import { useMemo } from 'react';
import type { HowToPlay } from '../catalogue';
import { useLanguage } from '../i18n/LanguageProvider';
import { segments } from './markdown';
import './learn.css';

export function HowToPlayText({ howToPlay, headingOffset = 0 }: { howToPlay: HowToPlay; headingOffset?: number }) {
  const { language } = useLanguage();
  const parts = useMemo(() => segments(howToPlay.text[language], headingOffset), [howToPlay, language, headingOffset]);
  return (
    <div className="how-to-play-text" lang={language}>
      {parts.map((part, i) => {
        if (part.kind === 'text') return <div key={i} dangerouslySetInnerHTML={{ __html: part.html }} />;
        const Picture = howToPlay.pictures[part.name];
        return Picture ? (
          <figure key={i} className="how-to-play-picture" data-picture={part.name}>
            <Picture />
          </figure>
        ) : null;
      })}
    </div>
  );
}
