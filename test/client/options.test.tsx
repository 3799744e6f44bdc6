// @vitest-environment jsdom
// Match options in the hotseat setup and the lobby: defaults per game, validation, and what is passed on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { HotseatSetup } from '../../client/hotseat/HotseatSetup';
import { CreateMatchForm } from '../../client/lobby/CreateMatchForm';
import { withOptions } from '../../client/catalogue';
import carcassonneEntry from '../../client/carcassonne/module';
import citadelsEntry from '../../client/citadels/module';
import { carcassonneCore } from '../../games/carcassonne';
import { citadelsCore } from '../../games/citadels';

afterEach(cleanup);

const carcassonne = carcassonneEntry;
const citadels = citadelsEntry;

describe('hotseat setup options', () => {
  it('starts Carcassonne without farmers when unticked', () => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={carcassonne} onStart={onStart} />
      </LanguageProvider>,
    );
    const farmers = screen.getByRole('checkbox', { name: /Farmers/ }) as HTMLInputElement;
    expect(farmers.checked).toBe(true);
    fireEvent.click(farmers);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledWith(['human', 'medium'], { farmers: false }, ['', ''], { purist: false });
  });

  it('starts Carcassonne with the River and the Abbot when ticked, and leaves them out when unticked again', () => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={carcassonne} onStart={onStart} />
      </LanguageProvider>,
    );
    const river = screen.getByRole('checkbox', { name: /The River/ }) as HTMLInputElement;
    const abbot = screen.getByRole('checkbox', { name: /The Abbot/ }) as HTMLInputElement;
    expect([river.checked, abbot.checked]).toEqual([false, false]);
    fireEvent.click(river);
    fireEvent.click(abbot);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(river);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls.map(([, options]) => options)).toEqual([
      { farmers: true, river: true, abbot: true },
      { farmers: true, abbot: true },
    ]);
  });

  it('offers the River and the Abbot in Dutch', () => {
    render(
      <LanguageProvider language="nl">
        <HotseatSetup entry={carcassonne} onStart={vi.fn()} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('checkbox', { name: /De Rivier/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /De Abt en tuinen/ })).toBeTruthy();
  });

  it('resets Citadels options to the defaults for the new player count', () => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="nl">
        <HotseatSetup entry={citadels} onStart={onStart} />
      </LanguageProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Spelers/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Een stad is af bij/ }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const [, options] = onStart.mock.calls[0]!;
    expect(options).toEqual({ ...citadelsCore.defaultOptions(3), cityComplete: 8 });
    expect(citadelsCore.validateOptions(3, options)).toBeUndefined();
  });
});

describe('lobby create form', () => {
  it('sends the options, the bot seats and the listing choice', () => {
    const onCreate = vi.fn();
    render(
      <LanguageProvider language="en">
        <CreateMatchForm entry={carcassonne} initialName="Ann" onCreate={onCreate} />
      </LanguageProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Players/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Seat 3/ }), { target: { value: 'hard' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Turn clock/ }), { target: { value: 'move2' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Level of the bot that takes over/ }), {
      target: { value: 'easy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create and join' }));
    expect(onCreate).toHaveBeenCalledWith({
      numPlayers: 3,
      playerName: 'Ann',
      listed: false,
      others: ['human', 'hard'],
      setupData: { farmers: true },
      table: { clock: { mode: 'move', moveSeconds: 120 }, graceSeconds: 60, takeoverLevel: 'easy' },
      rated: false,
    });
  });

  it('sends the River and the Abbot as options when ticked', () => {
    const onCreate = vi.fn();
    render(
      <LanguageProvider language="en">
        <CreateMatchForm entry={carcassonne} initialName="Ann" onCreate={onCreate} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /The River/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /The Abbot/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and join' }));
    expect(onCreate.mock.calls[0]![0].setupData).toEqual({ farmers: true, river: true, abbot: true });
  });

  it('offers a purist table for a game with learning aids only, at one screen and online', () => {
    const onStart = vi.fn();
    const onCreate = vi.fn();
    render(
      <LanguageProvider language="nl">
        <HotseatSetup entry={carcassonne} onStart={onStart} />
        <CreateMatchForm entry={carcassonne} initialName="Ann" onCreate={onCreate} />
      </LanguageProvider>,
    );
    const [hotseat, online] = screen.getAllByRole('checkbox', { name: /^Puristisch/ }) as HTMLInputElement[];
    fireEvent.click(hotseat!);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]![3]).toEqual({ purist: true });
    fireEvent.click(online!);
    fireEvent.click(screen.getByRole('button', { name: 'Maak aan en doe mee' }));
    expect(onCreate.mock.calls[0]![0].table).toMatchObject({ purist: true });
    cleanup();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={citadels} onStart={onStart} />
        <CreateMatchForm entry={citadels} initialName="Ann" onCreate={onCreate} />
      </LanguageProvider>,
    );
    expect(screen.queryByRole('checkbox', { name: /^Purist/ })).toBeNull();
  });

  it('makes a casual table unless "Rated table" is ticked (client/ratings/)', () => {
    const onCreate = vi.fn();
    render(
      <LanguageProvider language="en">
        <CreateMatchForm entry={carcassonne} initialName="Ann" onCreate={onCreate} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create and join' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Rated table/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and join' }));
    expect(onCreate.mock.calls.map(([match]) => (match as { rated: boolean }).rated)).toEqual([false, true]);
  });

  it('makes a private match unless "Show in the public list" is ticked (as the README says)', () => {
    const onCreate = vi.fn();
    render(
      <LanguageProvider language="en">
        <CreateMatchForm entry={carcassonne} initialName="Ann" onCreate={onCreate} />
      </LanguageProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Show in the public list' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Create and join' }));
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Create and join' }));
    expect(onCreate.mock.calls.map(([match]) => (match as { listed: boolean }).listed)).toEqual([false, true]);
  });
});

describe('hotseat names', () => {
  it('lets each human seat type a name, and bots have none to type', () => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={carcassonne} onStart={onStart} />
      </LanguageProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Seat 2/ }), { target: { value: 'human' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Players/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Seat 3/ }), { target: { value: 'easy' } });
    const names = screen.getAllByRole('textbox', { name: 'Name' }) as HTMLInputElement[];
    expect(names.map((input) => input.placeholder)).toEqual(['Player 1', 'Player 2']);
    fireEvent.change(names[0]!, { target: { value: ' Ann ' } });
    fireEvent.change(names[1]!, { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]![2]).toEqual(['Ann', 'Bob', '']);
  });
});

describe('withOptions', () => {
  it('sets a game up with the chosen options whatever setupData the framework passes', () => {
    const game = withOptions(carcassonne.game, { farmers: false });
    const state = game.setup!(
      { ctx: { numPlayers: 2 }, random: { Number: () => 0.5 } } as never,
      undefined,
    ) as ReturnType<typeof carcassonneCore.setup>;
    expect(state.options).toEqual({ farmers: false });
  });
});

describe('Machiavelli casts and unique districts', () => {
  const renderForm = (numPlayers: number) => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={citadels} onStart={onStart} />
      </LanguageProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Players/ }), { target: { value: String(numPlayers) } });
    const start = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      return onStart.mock.calls.at(-1)?.[1];
    };
    return { start };
  };

  it('takes a preset with its cast and its 14 unique districts (docs/rules/citadels.md#presets)', () => {
    const { start } = renderForm(4);
    fireEvent.change(screen.getByRole('combobox', { name: /Characters/ }), { target: { value: 'vicious-nobles' } });
    const options = start();
    expect(options.cast).toEqual([
      'assassin',
      'thief',
      'magician',
      'patrician',
      'cardinal',
      'merchant',
      'navigator',
      'warlord',
    ]);
    expect(options.uniques).toHaveLength(14);
    expect(citadelsCore.validateOptions(4, options)).toBeUndefined();
  });

  it('builds a custom cast rank by rank, and offers the Queen only with 5 or more players', () => {
    const { start } = renderForm(4);
    expect(screen.queryByRole('option', { name: '9. Queen' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rank 1' }), { target: { value: 'magistrate' } });
    expect((screen.getByRole('combobox', { name: /Characters/ }) as HTMLSelectElement).value).toBe('custom');
    const options = start();
    expect(options.cast[0]).toBe('magistrate');
    expect(citadelsCore.validateOptions(4, options)).toBeUndefined();
    cleanup();
    renderForm(5);
    expect(screen.getByRole('option', { name: '9. Queen' })).toBeTruthy();
  });

  it('requires exactly 14 unique districts and draws 14 at random', () => {
    const { start } = renderForm(4);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Smithy' }));
    expect(screen.getByRole('alert').textContent).toMatch(/14/);
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '14 at random' }));
    const options = start();
    expect(new Set(options.uniques).size).toBe(14);
    expect(citadelsCore.validateOptions(4, options)).toBeUndefined();
  });
});
