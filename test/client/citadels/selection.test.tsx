// @vitest-environment jsdom
// The character draft on the board: what each seat is offered (exactly its legal picks or discards),
// what it is shown (face-up discards, who still has to choose, nobody else's character), in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CHARACTERS, UP, citadelsCore, pileOf, type CharacterId } from '../../../games/citadels/index';
import { legalAsCalls, newState, offeredActions, play, renderBoard } from './render';

afterEach(cleanup);

describe('selection with 4 players', () => {
  it('offers the crowned seat exactly its legal picks, and a click plays the pick', () => {
    const s = newState(4);
    const r = renderBoard(s, 0);
    expect(screen.getByRole('heading', { name: 'Choose your character' })).toBeTruthy();
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    const first = pileOf(s)[0] as CharacterId;
    r.calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: `Take ${CHARACTERS[first].name.en}` }));
    expect(r.calls).toEqual([['pickCharacter', { type: 'pickCharacter', character: first }]]);
  });

  it('shows the face-up discards and who still has to choose', () => {
    const s = newState(4);
    const r = renderBoard(s, 2);
    const faceUp = s.cast.filter((c) => s.who[c] === UP);
    expect(faceUp).toHaveLength(2);
    const row = screen.getByRole('heading', { name: 'Discarded face up' }).parentElement as HTMLElement;
    expect([...row.querySelectorAll('[data-character]')].map((e) => e.getAttribute('data-character'))).toEqual(faceUp);
    expect(screen.getByText('Still to choose: Player 1, Player 2, You, Player 4')).toBeTruthy();
    expect(screen.getByText('Player 1 is choosing a character…', { ignore: '[data-announcer]' })).toBeTruthy();
    expect(offeredActions(r)).toEqual([]);
    expect(r.container.querySelector('.cit-choose')).toBeNull();
  });

  it('shows a seat its own pick and nobody else that pick', () => {
    const s = newState(4);
    const first = pileOf(s)[0] as CharacterId;
    play(s, 0, { type: 'pickCharacter', character: first });
    const own = renderBoard(s, 0);
    expect(screen.getByText(`Your character: ${CHARACTERS[first].name.en}`)).toBeTruthy();
    expect(own.container.querySelector('.cit-player[data-seat="0"] .cit-held')?.textContent).toBe(
      CHARACTERS[first].name.en,
    );
    cleanup();
    const next = renderBoard(s, 1);
    expect(offeredActions(next)).toEqual(legalAsCalls(s, 1));
    expect(next.container.querySelector(`.cit-choose [data-character="${first}"]`)).toBeNull();
    expect(next.container.querySelector('.cit-held')).toBeNull();
    cleanup();
    const other = renderBoard(s, 3);
    expect(other.container.querySelector('.cit-held')).toBeNull();
    expect(other.container.querySelector('.cit-choose')).toBeNull();
    expect(screen.queryByText(/Your character/)).toBeNull();
  });

  it('speaks Dutch, with the Dutch character names', () => {
    const s = newState(4);
    const r = renderBoard(s, 0, { language: 'nl' });
    expect(screen.getByRole('heading', { name: 'Kies je karakter' })).toBeTruthy();
    expect(screen.getByText('Ronde 1')).toBeTruthy();
    const first = pileOf(s)[0] as CharacterId;
    expect(screen.getByRole('button', { name: `Neem ${CHARACTERS[first].name.nl}` })).toBeTruthy();
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
  });
});

describe('selection with 2 players', () => {
  it('takes one and then discards one face down, seen only by the seat that discards', () => {
    const s = newState(2);
    play(s, 0, { type: 'pickCharacter', character: pileOf(s)[0] as CharacterId });
    const seat1Pick = pileOf(s)[1] as CharacterId;
    play(s, 1, { type: 'pickCharacter', character: seat1Pick });
    const r = renderBoard(s, 1);
    expect(screen.getByRole('heading', { name: 'Discard one character face down' })).toBeTruthy();
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 1));
    expect(r.calls.every(([move]) => move === 'discardCharacter')).toBe(true);
    const gone = pileOf(s)[0] as CharacterId;
    r.calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: `Discard ${CHARACTERS[gone].name.en}` }));
    expect(r.calls).toEqual([['discardCharacter', { type: 'discardCharacter', character: gone }]]);
    cleanup();

    play(s, 1, { type: 'discardCharacter', character: gone });
    renderBoard(s, 1);
    expect(screen.getByText(`You discarded face down: ${CHARACTERS[gone].name.en}`)).toBeTruthy();
    cleanup();
    const seat0 = renderBoard(s, 0);
    expect(screen.getByRole('heading', { name: 'Choose your character' })).toBeTruthy();
    expect(screen.queryByText(/discarded face down/)).toBeNull();
    expect(offeredActions(seat0)).toEqual(legalAsCalls(s, 0));
    expect(
      within(seat0.container.querySelector('.cit-players') as HTMLElement).queryByText(CHARACTERS[seat1Pick].name.en),
    ).toBeNull();
    expect(citadelsCore.view(s, 0).who[seat1Pick]).toBeNull();
  });
});
