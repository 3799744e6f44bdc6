// The push notice that a tournament round's table is open (server/push/push-sender.ts notifyTournamentTable,
// push-words.ts tournamentTableWords; docs/tournaments.md#rounds): sent to every device of the seated account
// in its language, naming the round, the tournament and the game, and opening the table's match.
import { describe, expect, it, vi } from 'vitest';
import { PushSender } from '../../server/push/push-sender';
import type { PushDevice } from '../../server/push/push-store';
import { tournamentTableWords } from '../../server/push/push-words';

const device = (name: string, language: PushDevice['language']): PushDevice => ({
  endpoint: `https://push.example/${name}`,
  keys: { p256dh: 'p', auth: 'a' },
  language,
});

describe('the tournament table notice', () => {
  it('words the round, the tournament and the game in every language', () => {
    expect(tournamentTableWords('en', 'carcassonne', 'Spring Swiss', 2)).toEqual({
      title: 'Your tournament table is open',
      body: 'Round 2 of Spring Swiss: your table of Carcassonne is open',
    });
    expect(tournamentTableWords('nl', 'citadels', 'Lentetoernooi', 1)).toEqual({
      title: 'Je toernooitafel is open',
      body: 'Ronde 1 van Lentetoernooi: je tafel van Machiavelli is open',
    });
    expect(tournamentTableWords('de', 'carcassonne', 'Frühlingsturnier', 3)).toEqual({
      title: 'Dein Turniertisch ist offen',
      body: 'Runde 3 von Frühlingsturnier: Dein Tisch Carcassonne ist offen',
    });
    expect(tournamentTableWords('fr', 'citadels', 'Tournoi de printemps', 2)).toEqual({
      title: 'Votre table de tournoi est ouverte',
      body: 'Ronde 2 de Tournoi de printemps : votre table de Machiavelli est ouverte',
    });
  });

  it("pushes to each of the account's devices, in the device's language, opening the table's match", async () => {
    const sent: { endpoint: string; payload: unknown }[] = [];
    const sender = new PushSender({
      store: { keys: async () => ({ publicKey: 'pub', privateKey: 'priv' }), removeEndpoint: async () => {} } as never,
      accounts: {
        devicesOfAccount: async (accountID: string) =>
          accountID === 'bob' ? [device('phone', 'en'), device('laptop', 'nl')] : [],
      } as never,
      deliver: async (to, payload) => {
        sent.push({ endpoint: to.endpoint, payload: JSON.parse(payload) });
        return 201;
      },
    });
    sender.notifyTournamentTable('bob', 'Spring Swiss', 'carcassonne', 'm 1', 2);
    sender.notifyTournamentTable('cy', 'Spring Swiss', 'carcassonne', 'm2', 2);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.waitFor(() => expect(sender.pending).toBe(0));
    const common = { url: '/match/carcassonne/m%201', tag: 'match:m 1', kind: 'tournament' };
    expect(sent.sort((a, b) => a.endpoint.localeCompare(b.endpoint))).toEqual([
      {
        endpoint: 'https://push.example/laptop',
        payload: {
          title: 'Je toernooitafel is open',
          body: 'Ronde 2 van Spring Swiss: je tafel van Carcassonne is open',
          ...common,
        },
      },
      {
        endpoint: 'https://push.example/phone',
        payload: {
          title: 'Your tournament table is open',
          body: 'Round 2 of Spring Swiss: your table of Carcassonne is open',
          ...common,
        },
      },
    ]);
    sender.stop();
  });
});
