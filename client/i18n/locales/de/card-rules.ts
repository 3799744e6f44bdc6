/**
 * German: the full rule of every Machiavelli character and unique district, by card id, for the card's help
 * popup (client/citadels/card-rules.ts), translated from client/citadels/card-rules.en.ts with the German
 * names of games/locales/de/.
 */
export const cardRules = {
  characters: {
    assassin:
      'Nenne einen anderen Charakter, den du ermordest (keinen offen beiseitegelegten). Sein Besitzer deckt ihn nicht auf und setzt den ganzen Zug aus, auch die Gebäude, die am Zugende wirken (Park, Armenhaus). Ermordete Charaktere werden am Ende der Runde aufgedeckt; ein ermordeter König oder Patrizier nimmt die Krone dann trotzdem als Erbe.',
    witch:
      'Nimm zuerst Einkommen, dann nenne einen Charakter, den du verhext; dein Zug ruht. Bis dahin darfst du nichts bauen und kein Gebäude nutzen außer denen fürs Einkommen (Goldmine, Bibliothek, Sternwarte). Wird der verhexte Charakter aufgerufen, nimmt sein Besitzer nur Einkommen, und sein Zug endet. Dann beendest du deinen Zug als dieser Charakter, mit deiner eigenen Hand, deinem Gold und deiner Stadt: Seine Fähigkeit, seine dauerhaften Effekte und Grenzen gelten für dich. Die +3 einer verhexten Königin werden von deinem Platz aus beurteilt; als Steuereintreiber zahlst du keine Steuer auf deine eigenen Bauten. Ist der Charakter nicht im Spiel, machst du nicht weiter.',
    magistrate:
      'Lege 3 Befehle verdeckt auf 3 verschiedene Charaktere (nicht Rang 1); einer ist gesiegelt. Das erste Gebäude, das der gesiegelte Charakter in seinem Zug bezahlt, darf beschlagnahmt werden: Du deckst den Befehl auf, und das Gebäude kommt kostenlos in deine Stadt. Der Bauende bekommt das ganze Gold zurück (ein Kardinal auch das geliehene, der Verleiher bekommt nichts zurück), aber der Bau zählt trotzdem für das Baulimit. Nicht ein Gebäude, das ohne Bezahlung gebaut wurde, und nicht eines, das es in deiner Stadt schon gibt. Die Steuer zahlst du, nicht der Bauende.',
    thief:
      'Nenne einen Charakter, den du bestiehlst: nicht Rang 1, nicht den ermordeten oder verhexten Charakter, keinen offen beiseitegelegten. Wird er aufgedeckt, gibt dir sein Besitzer vor dem Einkommen sein ganzes Gold und spielt dann normal.',
    spy: 'Wähle einen anderen Spieler und eine Gebäudeart und sieh dir dann seine Hand an. Für jede Karte dieser Art nimmst du 1 seiner Goldstücke (solange er welche hat) und ziehst 1 Karte; du ziehst für jeden Treffer, auch wenn sein Gold aufgebraucht ist.',
    blackmailer:
      'Lege 2 Drohungen verdeckt, eine mit Blume und eine leere, auf zwei verschiedene Charaktere (nicht Rang 1, nicht den ermordeten oder verhexten Charakter). Ein bedrohter Charakter nimmt zuerst Einkommen und zahlt dir dann, vor jeder Fähigkeit und jedem Bau, die Hälfte seines Goldes (abgerundet) als Schweigegeld, womit die Drohung unaufgedeckt entfernt wird, oder weigert sich. Bei einer Weigerung darfst du die Drohung aufdecken: Ist es die mit der Blume, nimmst du sein ganzes Gold.',
    magician:
      'Einmal in deinem Zug tauschst du entweder deine ganze Hand mit der eines anderen Spielers (mit leerer Hand nimmst du einfach seine), oder du legst beliebig viele Karten unter den Stapel und ziehst ebenso viele. Jederzeit in deinem Zug, vor oder nach dem Einkommen.',
    wizard:
      'Sieh dir die Hand eines anderen Spielers an und nimm 1 Karte. Du darfst sie sofort bauen, zahlst ihre Kosten in Gold, außerhalb deines Baulimits; sonst kommt sie auf deine Hand. Ein genommenes Diebesversteck kann nicht sofort gebaut werden: Es kommt auf deine Hand, und du darfst es später im Zug bauen und teils mit Karten bezahlen. In diesem Zug darfst du Gebäude bauen, die es in deiner Stadt schon gibt.',
    seer: 'Nimm jedem anderen Spieler, der eine Karte hat, 1 zufällige Karte und gib dann jedem 1 Karte deiner Wahl aus deiner Hand (dieselbe zurück oder eine andere). Du darfst in diesem Zug bis zu 2 Gebäude bauen.',
    king: 'Erhalte 1 Gold je Adelsgebäude in deiner Stadt. Du musst in deinem Zug die Krone nehmen: Du rufst den Rest der Runde auf und wählst in der nächsten Runde zuerst. Wirst du ermordet, nimmst du die Krone am Ende der Runde als Erbe.',
    emperor:
      'Erhalte 1 Gold je Adelsgebäude in deiner Stadt. Du musst die Krone ihrem Besitzer nehmen und einem anderen Spieler geben (nie dir selbst oder dem bisherigen Besitzer), dann nimmst du dem neuen Besitzer 1 Gold oder 1 zufällige Karte (nichts, wenn er keins von beidem hat). Wirst du ermordet, gibst du die Krone am Ende der Runde trotzdem weiter, nimmst aber nichts. Nicht im Spiel zu zweit.',
    patrician:
      'Erhalte 1 Karte je Adelsgebäude in deiner Stadt. Du nimmst die Krone wie der König: in deinem Zug, oder am Ende der Runde als Erbe, wenn du ermordet wirst.',
    bishop:
      'Erhalte 1 Gold je Kirchengebäude in deiner Stadt. In dieser Runde kann die Fähigkeit des Charakters mit Rang 8 deine Gebäude nicht treffen (die Waffenkammer schon). Ein ermordeter Prediger schützt nichts; der Schutz eines verhexten Predigers gilt für die Stadt der Hexe.',
    abbot:
      'Erhalte 1 Gold oder 1 Karte je Kirchengebäude in deiner Stadt, in beliebiger Mischung, die du vorher ansagst. Außerdem gibt dir der reichste Spieler 1 Gold, wenn du nicht der reichste bist (bei Gleichstand wählst du, wer zahlt; bist du unter den Reichsten, bekommst du nichts).',
    cardinal:
      'Erhalte 1 Karte je Kirchengebäude in deiner Stadt. Um ein Gebäude zu bauen, das du dir nicht leisten kannst, gibst du dein ganzes eigenes Gold aus und nimmst das fehlende Gold (nicht mehr) von einem Spieler, der nicht ablehnen kann; du gibst ihm je genommenem Gold 1 Karte aus deiner Hand. Beschlagnahmt der Magistrat diesen Bau, bekommst du den ganzen Preis zurück, das geliehene Gold eingeschlossen, und der Verleiher behält die Karten.',
    merchant:
      'Erhalte 1 Gold je Handelsgebäude in deiner Stadt und 1 zusätzliches Gold, gleich welches Einkommen du genommen hast.',
    alchemist:
      'Am Ende deines Zuges bekommst du das ganze Gold zurück, das du in diesem Zug für Gebäude bezahlt hast (nicht Gold für die Schmiede, Steuern und Ähnliches). Das Gold brauchst du trotzdem vorher. Ein Armenhaus wird vor der Rückzahlung abgerechnet.',
    trader:
      'Erhalte 1 Gold je Handelsgebäude in deiner Stadt. Handelsgebäude zählen nicht für dein Baulimit: Du darfst beliebig viele davon bauen und dazu ein anderes Gebäude.',
    architect:
      'Erhalte 2 zusätzliche Karten, gleich welches Einkommen du genommen hast. Du darfst in diesem Zug bis zu 3 Gebäude bauen.',
    navigator:
      'Erhalte 4 Gold oder 4 Karten. Du darfst in diesem Zug überhaupt nicht bauen, auch keine Gebäude außerhalb des Baulimits (wie die Stallungen).',
    scholar:
      'Ziehe 7 Karten, behalte 1 und mische die anderen 6 zurück in den Stapel. Du darfst in diesem Zug bis zu 2 Gebäude bauen.',
    warlord:
      'Erhalte 1 Gold je Militärgebäude in deiner Stadt. Einmal in deinem Zug darfst du ein Gebäude zerstören, indem du seine Kosten minus 1 zahlst (ein Gebäude mit Kosten 1 ist kostenlos; ein verschönertes kostet 1 mehr; die Große Mauer fügt 1 hinzu), auch ein eigenes. Nicht in einer vollständigen Stadt, nicht die Gebäude des lebenden Predigers, keinen Bergfried.',
    diplomat:
      'Erhalte 1 Gold je Militärgebäude in deiner Stadt. Einmal in deinem Zug darfst du ein Gebäude deiner Stadt gegen eines aus der Stadt eines anderen Spielers tauschen und zahlst die Differenz, wenn seines teurer ist (umgekehrt gibt es nichts zurück). Du darfst nichts aus einer vollständigen Stadt nehmen (aus deiner eigenen geben schon), kein Gebäude nehmen, das du schon hast, keines geben, das er schon hat, und keinen Bergfried nehmen oder geben. Die +1 der Großen Mauer gelten nur für das Gebäude, das du nimmst.',
    marshal:
      'Erhalte 1 Gold je Militärgebäude in deiner Stadt. Einmal in deinem Zug darfst du ein Gebäude mit Kosten bis 3 aus der Stadt eines anderen Spielers übernehmen und zahlst seinem Besitzer die Kosten. Nicht aus einer vollständigen Stadt, nicht die Gebäude des lebenden Predigers, keinen Bergfried und kein Gebäude, das du schon hast.',
    queen:
      'Erhalte 3 Gold, wenn du direkt neben dem Spieler des Charakters mit Rang 4 sitzt; wurde dieser Charakter ermordet, wirst du am Ende der Runde bezahlt. Verhext dich die Hexe, wird vom Platz der Hexe aus beurteilt, und sie bekommt das Gold. Ab 5 Spielern.',
    artist:
      'Verschönere bis zu 2 deiner Gebäude, indem du je 1 deiner Goldstücke darauf legst: Die Kosten dieses Gebäudes sind für immer um 1 höher (+1 Punkt, +1 zum Zerstören, die Kosten, die der Marschall und die Basilika sehen). Jedes Gebäude kann einmal verschönert werden.',
    'tax-collector':
      'Solange du in der Auswahl bist, legt jeder Spieler, der ein Gebäude baut, 1 Gold (wenn er welches hat) auf deinen Stapel, auch für ein Gebäude, das er nicht bezahlt hat, und auch wenn dich niemand gewählt hat, du beiseitegelegt oder ermordet wurdest; der Stapel bleibt über die Runden liegen. Du selbst zahlst nie Steuern (eine Hexe, die dich spielt, auch nicht). In deinem Zug nimmst du den ganzen Stapel.',
  },
  districts: {
    armory:
      'Zerstöre in deinem Zug die Waffenkammer, um ein Gebäude deiner Wahl in einer beliebigen nicht vollständigen Stadt zu zerstören. Bergfried und Prediger halten sie nicht auf. Du darfst sie aus deiner eigenen vollständigen Stadt einsetzen: Sie hat dann ein Gebäude weniger; wer zuerst vollständig war, behält die +4, die +2 jedes anderen Spielers werden aber nach der Stadt am Ende beurteilt. Keine eigenen Punkte.',
    basilica:
      'Bei Spielende +1 Punkt für jedes Gebäude deiner Stadt mit ungeraden Kosten (ein verschönertes Gebäude zählt mit seinen erhöhten Kosten).',
    capitol:
      'Bei Spielende +3 Punkte, wenn deine Stadt mindestens 3 Gebäude einer Art hat (ein Hof der Wunder darf als diese Art zählen).',
    'dragon-gate': 'Keine Wirkung im Spiel. Bei Spielende +2 Punkte zusätzlich zu seinen Kosten.',
    factory: 'Deine anderen einzigartigen Gebäude kosten 1 Gold weniger. Keine eigenen Punkte über ihre Kosten hinaus.',
    framework:
      'Statt ein Gebäude zu bezahlen, das du baust, darfst du das Baugerüst zerstören und dieses Gebäude kostenlos bauen. So gebaut, kann der Magistrat es nicht beschlagnahmen, die Steuer des Steuereintreibers ist aber trotzdem fällig.',
    'gold-mine':
      'Nimmst du Gold als Einkommen, erhältst du 1 Gold mehr: 3 statt 2 (die Extras von Händlerin und Baumeister kommen dazu). Nichts extra, wenn du Karten ziehst.',
    'great-wall':
      'Der Charakter mit Rang 8 (Söldner, Diplomat, Marschall) zahlt 1 Gold mehr, um seine Fähigkeit auf deine anderen Gebäude anzuwenden. Die Große Mauer selbst kostet den normalen Preis.',
    'haunted-quarter':
      'Bei Spielende zählt er als die Gebäudeart, die dir am meisten bringt (die Seite wählt sie; es wird nicht gefragt), etwa um eine Lücke bei den fünf Arten zu füllen. Als andere Art gezählt, zählt er nicht mehr als einzigartig.',
    'imperial-treasury':
      'Bei Spielende +1 Punkt für jedes Gold, das du dann hast, sodass nicht ausgegebenes Gold trotzdem zählt. Gold auf dem Stapel des Steuereintreibers zählt nicht.',
    'ivory-tower':
      'Bei Spielende +5 Punkte, wenn er das einzige einzigartige Gebäude deiner Stadt ist. Ein Hof der Wunder, der am Ende als andere Art zählt, zählt nicht als einzigartig.',
    keep: 'Die Fähigkeit des Charakters mit Rang 8 (Söldner, Diplomat, Marschall) kann den Bergfried nicht treffen. Die Waffenkammer kann ihn trotzdem zerstören.',
    laboratory:
      'Einmal pro Zug, jederzeit in deinem Zug, lege 1 Handkarte unter den Stapel und erhalte 2 Gold. Mit zwei Charakteren (2-3 Spieler) wirkt es in jedem deiner Züge.',
    library: 'Ziehst du Karten als Einkommen, behältst du alle gezogenen Karten (mit einer Sternwarte auch: alle 3).',
    'map-room':
      'Bei Spielende +1 Punkt für jede Karte, die du dann auf der Hand hast (ein Geheimes Gewölbe auf der Hand zählt auch als Karte).',
    monument:
      'Kann nicht gebaut werden, wenn deine Stadt schon 5 oder mehr Gebäude hat. Es zählt als 2 Gebäude für eine vollständige Stadt, bringt aber nur seine Kosten an Punkten.',
    museum:
      'Einmal pro Zug lege 1 Handkarte verdeckt unter das Museum. Die Karten wandern mit, wenn es getauscht oder übernommen wird, und kommen unter den Stapel, wenn es zerstört wird. Bei Spielende +1 Punkt je Karte darunter.',
    necropolis:
      'Du darfst die Nekropole bauen, indem du ein Gebäude deiner eigenen Stadt zerstörst, statt ihre Kosten zu zahlen. So gebaut, kann der Magistrat sie nicht beschlagnahmen.',
    observatory:
      'Ziehst du Karten als Einkommen, ziehe 3 statt 2 und behalte 1 (mit einer Bibliothek: behalte alle 3).',
    park: 'Ist deine Hand am Ende deines Zuges leer, ziehe 2 Karten vom Stapel. Ein ermordeter Charakter setzt seinen Zug aus, also wirkt sein Park nicht.',
    'poor-house':
      'Hast du am Ende deines Zuges kein Gold, erhalte 1 Gold (vor der Rückzahlung des Alchimisten abgerechnet).',
    quarry:
      'Du darfst Gebäude bauen, die es in deiner Stadt schon gibt. Magistrat, Diplomat und Marschall dürfen dadurch trotzdem kein doppeltes Gebäude nehmen.',
    'school-of-magic':
      'Für Einkommen je Gebäudeart (König, Prediger, Händlerin, Söldner und die anderen) zählt sie als Art deiner Wahl; der Abt nimmt dafür 1 Gold oder 1 Karte. Sie zählt als einzigartig.',
    'secret-vault':
      'Kann nicht gebaut werden, auch nicht mit dem Baugerüst oder als Zauberer. Behalte es auf der Hand: Bei Spielende wird es aufgedeckt und bringt +3 Punkte (erst dann zählt es).',
    smithy:
      'Einmal pro Zug, jederzeit in deinem Zug, zahle 2 Gold an die Bank und ziehe 3 Karten vom Stapel. Der Alchimist erstattet dieses Gold nicht.',
    stables:
      'Der Bau der Stallungen zählt nicht für dein Baulimit, du darfst im selben Zug also ein weiteres Gebäude bauen (nicht als Navigatorin, die nicht bauen darf).',
    statue:
      'Bei Spielende +5 Punkte, wenn du dann die Krone hast (vom König oder Patrizier genommen oder vom Kaiser gegeben).',
    theater:
      'Am Ende jeder Auswahl darfst du einen deiner Charaktere blind gegen den eines Gegners tauschen; ihr dürft beide eure neue Karte ansehen, die bis zum Aufruf geheim bleibt. Zu zweit oder dritt wählst du, welchen deiner Charaktere du gibst, und nimmst zufällig einen von seinen.',
    'thieves-den':
      'Bezahle seine Kosten ganz oder teilweise mit Handkarten, 1 Karte für 1 Gold. So bezahlte Karten kommen unter den Stapel; beschlagnahmt der Magistrat es, wird nur das Gold erstattet. Der Zauberer kann ein genommenes Diebesversteck nicht sofort bauen.',
    'wishing-well':
      'Bei Spielende +1 Punkt für jedes einzigartige Gebäude deiner Stadt, den Wunschbrunnen eingeschlossen. Ein Hof der Wunder, der am Ende als andere Art zählt, zählt nicht mit.',
  },
};
