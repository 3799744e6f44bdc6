/**
 * De volledige regel van elk karakter en elk uniek gebouw in het Nederlands, per kaart-id, voor het
 * hulpvenster van de kaart: the Dutch twin of card-rules.en.ts, written from docs/rules/citadels.md#characters
 * and docs/rules/citadels.md#unique-districts with the site's decisions (docs/rules/citadels.md#open-points).
 */
import type { CharacterId, UniqueDistrictId } from '../../games/citadels/index';

export const CHARACTER_RULES_NL = {
  assassin:
    'Noem een ander karakter dat je vermoordt (geen karakter dat open is weggelegd). Wie het heeft, draait het niet om en slaat de hele beurt over, ook de gebouwen aan het eind van de beurt (Park, Armenhuis). Vermoorde karakters worden aan het eind van de ronde getoond; een vermoorde Koning of Patriciër pakt dan toch de kroon als erfgenaam.',
  witch:
    'Neem eerst inkomen en noem dan een karakter dat je betovert; je beurt pauzeert. Tot dan mag je niets bouwen en geen gebouw gebruiken behalve die voor inkomen (Goudmijn, Bibliotheek, Observatorium). Wordt het betoverde karakter geroepen, dan neemt wie het heeft alleen inkomen en eindigt die beurt. Jij speelt je beurt daarna verder als dat karakter, met je eigen hand, goud en stad: zijn kracht, eigenschappen en grenzen zijn van jou. De +3 van een betoverde Koningin hangt af van jouw plaats; als Belastinginner betaal je geen belasting op je eigen gebouwen. Is het karakter niet in het spel, dan speel je niet verder.',
  magistrate:
    'Leg 3 bevelschriften dicht op 3 verschillende karakters (niet nummer 1); één is getekend. Het eerste gebouw waarvoor het getekende karakter in zijn beurt betaalt, mag je in beslag nemen: je toont het bevelschrift en het gebouw komt gratis in jouw stad. De bouwer krijgt al het goud terug (een Kardinaal ook het geleende goud; de uitlener krijgt niets terug), maar het telt wel mee voor zijn bouwlimiet. Niet een gebouw dat zonder betalen is gebouwd, en niet een gebouw dat al in jouw stad ligt. Jij, niet de bouwer, betaalt de belasting.',
  thief:
    'Noem een karakter om te bestelen: niet nummer 1, niet het vermoorde of betoverde karakter, niet een karakter dat open is weggelegd. Als het wordt omgedraaid, nog voor het inkomen neemt, geeft wie het heeft jou al zijn goud en speelt daarna gewoon.',
  spy: 'Kies een andere speler en een soort gebouw en bekijk de hand van die speler. Voor elke kaart van die soort neem je 1 van zijn goudstukken (zolang hij er heeft) en trek je 1 kaart; je trekt voor elke passende kaart, ook als zijn goud op is.',
  blackmailer:
    'Leg 2 dreigementen dicht, één met een bloem en één blanco, op twee verschillende karakters (niet nummer 1, niet het vermoorde of betoverde karakter). Een bedreigd karakter neemt eerst inkomen en daarna, vóór elke kracht of elk gebouw, koopt het je af met de helft van zijn goud (naar beneden afgerond), waarmee het dreigement ongezien verdwijnt, of weigert. Bij een weigering mag je het dreigement tonen: is het dat met de bloem, dan neem je al zijn goud.',
  magician:
    'Eén keer in je beurt: ruil je hele hand met die van een andere speler (met een lege hand neem je gewoon de zijne), of leg een aantal kaarten onder de stapel en trek er evenveel. Op elk moment van je beurt, voor of na het inkomen.',
  wizard:
    'Bekijk de hand van een andere speler en neem 1 kaart. Je mag die meteen bouwen, betaald met goud, buiten je bouwlimiet; anders gaat hij naar je hand. Een Dievenhol dat je neemt, kun je niet meteen bouwen: het gaat naar je hand en je mag het later in de beurt bouwen, deels betaald met kaarten. Deze beurt mag je gebouwen bouwen die al in je stad liggen.',
  seer: 'Neem van iedere andere speler die kaarten heeft 1 willekeurige kaart en geef ieder daarna 1 kaart naar keuze uit je hand (dezelfde terug of een andere). Je mag deze beurt tot 2 gebouwen bouwen.',
  king: 'Krijg 1 goud per nobel gebouw in je stad. Je moet in je beurt de kroon pakken: jij roept de rest van de ronde af en kiest de volgende ronde als eerste. Word je vermoord, dan pak je de kroon aan het eind van de ronde als erfgenaam.',
  emperor:
    'Krijg 1 goud per nobel gebouw in je stad. Je moet de kroon afnemen van wie hem heeft en aan een andere speler geven (nooit jezelf of de huidige houder), en neemt dan 1 goud of 1 willekeurige kaart van de nieuwe houder (niets als die geen van beide heeft). Word je vermoord, dan geef je de kroon aan het eind van de ronde toch door, maar neem je niets. Niet met 2 spelers.',
  patrician:
    'Krijg 1 kaart per nobel gebouw in je stad. Je pakt de kroon zoals de Koning: in je beurt, of aan het eind van de ronde als erfgenaam als je vermoord bent.',
  bishop:
    'Krijg 1 goud per religieus gebouw in je stad. Deze ronde kan de kracht van nummer 8 niet aan je gebouwen komen (de Wapenkamer wel). Een vermoorde Bisschop beschermt niets; de bescherming van een betoverde Bisschop geldt voor de stad van de Heks.',
  abbot:
    'Krijg 1 goud of 1 kaart per religieus gebouw in je stad, in elke verdeling die je vooraf noemt. Ben je niet de rijkste speler, dan geeft de rijkste je 1 goud (bij gelijkspel kies jij wie betaalt; hoor je zelf bij de rijksten, dan krijg je niets).',
  cardinal:
    'Krijg 1 kaart per religieus gebouw in je stad. Om een gebouw te bouwen dat je niet kunt betalen, geef je al je eigen goud uit en neem je het ontbrekende goud (niet meer) van één speler, die niet kan weigeren; je geeft die speler 1 kaart uit je hand per genomen goudstuk. Neemt de Magistraat dat gebouw in beslag, dan krijg je de hele prijs terug, het geleende goud ook, en houdt de uitlener de kaarten.',
  merchant: 'Krijg 1 goud per handelsgebouw in je stad, en 1 goud extra, welk inkomen je ook nam.',
  alchemist:
    'Aan het eind van je beurt krijg je al het goud terug dat je deze beurt aan bouwen betaalde (niet voor de Werkplaats, belasting enzovoort). Je moet het goud wel eerst hebben. Een Armenhuis gaat vóór de teruggave.',
  trader:
    'Krijg 1 goud per handelsgebouw in je stad. Handelsgebouwen tellen niet mee voor je bouwlimiet: je mag er zoveel bouwen als je wilt, plus één ander gebouw.',
  architect: 'Krijg 2 kaarten extra, welk inkomen je ook nam. Je mag deze beurt tot 3 gebouwen bouwen.',
  navigator:
    'Krijg 4 goud of 4 kaarten. Je mag deze beurt helemaal niet bouwen, ook geen gebouwen buiten de bouwlimiet (zoals de Stallen).',
  scholar:
    'Trek 7 kaarten, houd er 1 en schud de andere 6 terug in de stapel. Je mag deze beurt tot 2 gebouwen bouwen.',
  warlord:
    'Krijg 1 goud per militair gebouw in je stad. Eén keer in je beurt mag je een gebouw vernietigen voor de bouwkosten min 1 (een gebouw van 1 is gratis; een versierd gebouw kost 1 meer; de Grote Muur telt 1 op), ook een eigen gebouw. Niet in een complete stad, niet de gebouwen van de levende Bisschop, niet een Kerker.',
  diplomat:
    'Krijg 1 goud per militair gebouw in je stad. Eén keer in je beurt mag je een gebouw uit je stad ruilen met een gebouw van een andere speler en betaal je het verschil als het zijne duurder is (geen wisselgeld andersom). Je mag niet nemen uit een complete stad (wel geven uit je eigen), geen gebouw nemen dat je al hebt, geen gebouw geven dat de ander al heeft, en geen Kerker nemen of geven. De +1 van de Grote Muur geldt alleen voor het gebouw dat je neemt.',
  marshal:
    'Krijg 1 goud per militair gebouw in je stad. Eén keer in je beurt mag je een gebouw van hoogstens 3 uit de stad van een andere speler overnemen en betaal je de eigenaar de bouwkosten. Niet uit een complete stad, niet de gebouwen van de levende Bisschop, geen Kerker en geen gebouw dat je al hebt.',
  queen:
    'Krijg 3 goud als je direct naast de speler van nummer 4 zit; is dat karakter vermoord, dan krijg je het aan het eind van de ronde. Betovert de Heks je, dan telt de plaats van de Heks en krijgt zij het goud. Vanaf 5 spelers.',
  artist:
    'Versier tot 2 van je gebouwen door er elk 1 van je goudstukken op te leggen: de kosten van dat gebouw zijn voorgoed 1 hoger (+1 punt, +1 om te vernietigen, de kosten die de Maarschalk en de Basiliek zien). Elk gebouw kan één keer versierd worden.',
  'tax-collector':
    'Zolang je in het spel bent, legt iedere speler die een gebouw bouwt 1 goud (als hij dat heeft) op jouw stapel, ook voor een gebouw waarvoor hij niet betaalde, en ook als niemand je koos, je bent weggelegd of vermoord; de stapel blijft over de rondes liggen. Zelf betaal je nooit belasting (een Heks die jou speelt ook niet). In je beurt neem je de hele stapel.',
} as const satisfies Record<CharacterId, string>;

export const DISTRICT_RULES_NL = {
  armory:
    'Vernietig in je beurt de Wapenkamer om één gebouw naar keuze te vernietigen in een stad die niet compleet is. De Kerker en de Bisschop houden dat niet tegen. Je mag hem gebruiken vanuit je eigen complete stad: die heeft dan een gebouw minder; wie als eerste compleet was, houdt de +4, maar de +2 van elke andere speler hangt af van de stad aan het eind. Geen eigen punten.',
  basilica:
    'Aan het eind van het spel +1 punt per gebouw in je stad met oneven kosten (een versierd gebouw telt met zijn verhoogde kosten).',
  capitol:
    'Aan het eind van het spel +3 punten als je stad minstens 3 gebouwen van één soort heeft (een Hof der Wonderen mag als die soort meetellen).',
  'dragon-gate': 'Geen effect tijdens het spel. Aan het eind +2 punten bovenop zijn kosten.',
  factory: 'Je andere unieke gebouwen kosten 1 goud minder om te bouwen. Geen punten bovenop zijn kosten.',
  framework:
    'In plaats van te betalen voor een gebouw dat je bouwt, mag je de Steigers vernietigen en dat gebouw gratis bouwen. Zo gebouwd kan de Magistraat het niet in beslag nemen, maar de belasting van de Belastinginner moet je wel betalen.',
  'gold-mine':
    'Als je goud neemt als inkomen, krijg je 1 goud extra: 3 in plaats van 2 (de extra’s van Koopvrouw en Bouwmeester komen erbij). Niets extra als je kaarten trekt.',
  'great-wall':
    'Nummer 8 (Condottiere, Diplomaat, Maarschalk) betaalt 1 goud meer om zijn kracht op je andere gebouwen te gebruiken. De Grote Muur zelf kost de gewone prijs.',
  'haunted-quarter':
    'Aan het eind van het spel telt het als de soort gebouw die voor jou het best scoort (de site kiest die; er wordt niets gevraagd), bijvoorbeeld om een gat in de vijf soorten te vullen. Telt het als een andere soort, dan telt het niet meer als uniek.',
  'imperial-treasury':
    'Aan het eind van het spel +1 punt per goudstuk dat je dan hebt, dus goud dat je niet uitgaf telt ook. Goud op de stapel van de Belastinginner telt niet.',
  'ivory-tower':
    'Aan het eind van het spel +5 punten als dit het enige unieke gebouw in je stad is. Een Hof der Wonderen dat aan het eind als andere soort telt, telt niet als uniek.',
  keep: 'De kracht van nummer 8 (Condottiere, Diplomaat, Maarschalk) kan niet aan de Kerker komen. De Wapenkamer kan hem wel vernietigen.',
  laboratory:
    'Eén keer per beurt, op elk moment van je beurt: leg 1 kaart uit je hand onder de stapel en krijg 2 goud. Met twee karakters (2-3 spelers) werkt het in elk van je beurten.',
  library: 'Als je kaarten trekt als inkomen, houd je alle getrokken kaarten (met een Observatorium ook: alle 3).',
  'map-room':
    'Aan het eind van het spel +1 punt per kaart die je dan in je hand hebt (een Geheime Kluis in je hand telt ook als kaart).',
  monument:
    'Niet te bouwen als je stad al 5 of meer gebouwen heeft. Telt als 2 gebouwen voor een complete stad, maar scoort alleen zijn kosten.',
  museum:
    'Eén keer per beurt: leg 1 kaart uit je hand dicht onder het Museum. De kaarten gaan mee als het wordt geruild of overgenomen, en gaan onder de stapel als het wordt vernietigd. Aan het eind van het spel +1 punt per kaart eronder.',
  necropolis:
    'Je mag de Necropolis bouwen door één gebouw uit je eigen stad te vernietigen in plaats van de kosten te betalen. Zo gebouwd kan de Magistraat hem niet in beslag nemen.',
  observatory:
    'Als je kaarten trekt als inkomen, trek je er 3 in plaats van 2 en houd je er 1 (met een Bibliotheek: alle 3).',
  park: 'Is je hand leeg aan het eind van je beurt, trek dan 2 kaarten van de stapel. Een vermoord karakter slaat zijn beurt over, dus zijn Park werkt dan niet.',
  'poor-house': 'Heb je aan het eind van je beurt geen goud, neem dan 1 goud (vóór de teruggave van de Alchemist).',
  quarry:
    'Je mag gebouwen bouwen die al in je stad liggen. De Magistraat, Diplomaat of Maarschalk mogen daardoor geen dubbel gebouw nemen.',
  'school-of-magic':
    'Voor inkomsten per soort gebouw (Koning, Bisschop, Koopvrouw, Condottiere en de anderen) telt het als de soort van jouw keuze; de Abt krijgt er 1 goud of 1 kaart voor. Het scoort als uniek.',
  'secret-vault':
    'Kan niet gebouwd worden. Houd hem in je hand: aan het eind van het spel wordt hij getoond en geeft hij +3 punten.',
  smithy:
    'Eén keer per beurt, op elk moment van je beurt: betaal 2 goud aan de bank en trek 3 kaarten van de stapel. De Alchemist geeft dit goud niet terug.',
  stables:
    'De Stallen tellen niet mee voor je bouwlimiet, dus je mag in dezelfde beurt nog een gebouw bouwen (niet als Zeevaarder, die niet mag bouwen).',
  statue:
    'Aan het eind van het spel +5 punten als jij dan de kroon hebt (gepakt als Koning of Patriciër, of gekregen van de Keizer).',
  theater:
    'Aan het eind van elke keuzeronde mag je blind een van je karakters ruilen met dat van een tegenstander; jullie mogen allebei je nieuwe kaart bekijken, die geheim blijft tot hij wordt geroepen. Met 2 of 3 spelers kies je welk karakter je geeft en neem je willekeurig een van de zijne.',
  'thieves-den':
    'Betaal (een deel van) de kosten met kaarten uit je hand, 1 kaart voor 1 goud. Zo betaalde kaarten gaan onder de stapel; neemt de Magistraat het in beslag, dan krijg je alleen het goud terug. De Tovenaar kan een Dievenhol dat hij neemt niet meteen bouwen.',
  'wishing-well':
    'Aan het eind van het spel +1 punt per uniek gebouw in je stad, de Wensput meegeteld. Een Hof der Wonderen dat aan het eind als andere soort telt, telt niet mee.',
} as const satisfies Record<UniqueDistrictId, string>;
