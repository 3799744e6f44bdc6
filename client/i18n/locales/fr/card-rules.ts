/**
 * French: the full rule of every Machiavelli character and unique district (merveille), by card id, for
 * the card's help popup (client/citadels/card-rules.ts), translated from client/citadels/card-rules.en.ts
 * with the French names of games/locales/fr/.
 */
export const cardRules = {
  characters: {
    assassin:
      'Nommez un autre personnage à assassiner (pas un personnage écarté face visible). Son détenteur ne le révèle pas et passe tout son tour, y compris les quartiers qui agissent en fin de tour (Parc, Hospice). Les personnages assassinés sont révélés à la fin du tour ; un Roi ou un Patricien assassiné prend quand même la couronne en tant qu’héritier.',
    witch:
      'Prenez d’abord vos revenus, puis nommez un personnage à ensorceler ; votre tour est suspendu. D’ici là, vous ne pouvez rien bâtir ni utiliser de quartier, sauf ceux des revenus (Mine d’or, Bibliothèque, Observatoire). Quand le personnage ensorcelé est appelé, son détenteur prend seulement ses revenus et son tour s’arrête. Vous finissez alors votre tour en tant que ce personnage, avec votre propre main, votre or et votre cité : son pouvoir, ses effets permanents et ses limites sont les vôtres. Le +3 d’une Reine ensorcelée est jugé depuis votre place ; en tant que Bailli, vous ne payez pas d’impôt sur vos propres constructions. Si le personnage n’est pas en jeu, vous ne reprenez jamais votre tour.',
    magistrate:
      'Placez 3 mandats face cachée sur 3 personnages différents (pas le rang 1) ; l’un est scellé. Le premier quartier que le personnage au mandat scellé paie pour bâtir pendant son tour peut être confisqué : vous révélez le mandat et le quartier entre gratuitement dans votre cité. Le bâtisseur récupère tout son or (un Cardinal aussi l’or emprunté, et le prêteur ne récupère rien), mais la construction compte quand même dans sa limite. Pas un quartier bâti sans payer, ni un quartier identique à l’un des vôtres. C’est vous, et non le bâtisseur, qui payez l’impôt.',
    thief:
      'Nommez un personnage à voler : ni le rang 1, ni le personnage assassiné ou ensorcelé, ni un personnage écarté face visible. Quand il est révélé, avant ses revenus, son détenteur vous donne tout son or, puis joue normalement.',
    spy: 'Choisissez un autre joueur et un type de quartier, puis regardez la main de ce joueur. Pour chaque carte de ce type, prenez-lui 1 or (tant qu’il en a) et piochez 1 carte ; vous piochez pour chaque carte correspondante même quand son or est épuisé.',
    blackmailer:
      'Placez 2 menaces face cachée, une fleurie et une vierge, sur deux personnages différents (ni le rang 1, ni le personnage assassiné ou ensorcelé). Un personnage menacé prend d’abord ses revenus puis, avant tout pouvoir ou construction, vous verse la moitié de son or (arrondie à l’inférieur), ce qui retire la menace sans la révéler, ou refuse. En cas de refus, vous pouvez révéler la menace : si c’est la fleurie, vous prenez tout son or.',
    magician:
      'Une fois pendant votre tour, soit échangez toute votre main avec celle d’un autre joueur (avec une main vide, vous prenez simplement la sienne), soit placez autant de cartes que vous voulez sous la pioche et piochez-en autant. À tout moment de votre tour, avant ou après les revenus.',
    wizard:
      'Regardez la main d’un autre joueur et prenez-y 1 carte. Vous pouvez la bâtir aussitôt en payant son coût en or, hors de votre limite de construction ; sinon elle va dans votre main. Un Tripot ainsi pris ne peut pas être bâti aussitôt : il va dans votre main, et vous pouvez le bâtir plus tard dans le tour en payant en partie avec des cartes. Ce tour-ci, vous pouvez bâtir des quartiers identiques à ceux de votre cité.',
    seer: 'Prenez 1 carte au hasard à chaque autre joueur qui en a, puis donnez à chacun 1 carte de votre choix de votre main (la même ou une autre). Vous pouvez bâtir jusqu’à 2 quartiers ce tour-ci.',
    king: 'Gagnez 1 or par quartier noble de votre cité. Vous devez prendre la couronne pendant votre tour : vous appelez le reste du tour et choisissez en premier au tour suivant. Si vous êtes assassiné, vous prenez la couronne à la fin du tour en tant qu’héritier.',
    emperor:
      'Gagnez 1 or par quartier noble de votre cité. Vous devez prendre la couronne à son détenteur et la donner à un autre joueur (jamais vous-même ni le détenteur actuel), puis prendre 1 or ou 1 carte au hasard au nouveau détenteur (rien s’il n’a ni l’un ni l’autre). Si vous êtes assassiné, vous transmettez quand même la couronne à la fin du tour, mais ne prenez rien. Pas utilisé à 2 joueurs.',
    patrician:
      'Gagnez 1 carte par quartier noble de votre cité. Vous prenez la couronne comme le Roi : pendant votre tour, ou à la fin du tour en tant qu’héritier si vous êtes assassiné.',
    bishop:
      'Gagnez 1 or par quartier religieux de votre cité. Pendant ce tour, le pouvoir du personnage de rang 8 ne peut pas toucher vos quartiers (la Poudrière le peut). Un Évêque assassiné ne protège rien ; la protection d’un Évêque ensorcelé couvre la cité de la Sorcière.',
    abbot:
      'Gagnez 1 or ou 1 carte par quartier religieux de votre cité, dans le mélange que vous annoncez avant de prendre. De plus, si vous n’êtes pas le joueur le plus riche, le plus riche vous donne 1 or (en cas d’égalité, vous choisissez qui paie ; si vous êtes parmi les plus riches, vous ne recevez rien).',
    cardinal:
      'Gagnez 1 carte par quartier religieux de votre cité. Pour bâtir un quartier que vous ne pouvez pas payer, vous dépensez tout votre or et prenez l’or manquant (pas plus) à un joueur, qui ne peut pas refuser ; vous lui donnez 1 carte de votre main par or pris. Si l’Échevin confisque cette construction, vous récupérez tout le prix, or emprunté compris, et le prêteur garde les cartes.',
    merchant:
      'Gagnez 1 or par quartier commerçant de votre cité, et 1 or de plus quel que soit le revenu que vous avez pris.',
    alchemist:
      'À la fin de votre tour, vous récupérez tout l’or payé pour bâtir des quartiers ce tour-ci (pas l’or payé pour la Forge, les impôts, etc.). Il vous faut quand même l’or d’avance. Un Hospice est réglé avant le remboursement.',
    trader:
      'Gagnez 1 or par quartier commerçant de votre cité. Les quartiers commerçants ne comptent pas dans votre limite de construction : vous pouvez en bâtir autant que vous voulez, plus un autre quartier.',
    architect:
      'Gagnez 2 cartes de plus, quel que soit le revenu que vous avez pris. Vous pouvez bâtir jusqu’à 3 quartiers ce tour-ci.',
    navigator:
      'Gagnez 4 or ou 4 cartes. Vous ne pouvez rien bâtir ce tour-ci, pas même des quartiers hors limite de construction (comme les Écuries).',
    scholar:
      'Piochez 7 cartes, gardez-en 1 et mélangez les 6 autres dans la pioche. Vous pouvez bâtir jusqu’à 2 quartiers ce tour-ci.',
    warlord:
      'Gagnez 1 or par quartier militaire de votre cité. Une fois pendant votre tour, vous pouvez détruire un quartier en payant son coût moins 1 (un quartier de coût 1 est gratuit ; un quartier embelli coûte 1 de plus ; la Grande Muraille ajoute 1), y compris l’un des vôtres. Pas dans une cité complète, pas les quartiers de l’Évêque vivant, pas un Donjon.',
    diplomat:
      'Gagnez 1 or par quartier militaire de votre cité. Une fois pendant votre tour, vous pouvez échanger un quartier de votre cité contre un quartier de la cité d’un autre joueur, en payant la différence si le sien est plus cher (rien n’est rendu dans l’autre sens). Vous ne pouvez pas prendre dans une cité complète (vous pouvez donner de la vôtre), prendre un quartier identique à l’un des vôtres, en donner un identique à l’un des siens, ni prendre ou donner un Donjon. Le +1 de la Grande Muraille ne s’applique qu’au quartier que vous prenez.',
    marshal:
      'Gagnez 1 or par quartier militaire de votre cité. Une fois pendant votre tour, vous pouvez saisir un quartier coûtant 3 ou moins dans la cité d’un autre joueur, en payant son coût à son propriétaire. Pas dans une cité complète, pas les quartiers de l’Évêque vivant, pas un Donjon, ni un double d’un des vôtres.',
    queen:
      'Gagnez 3 or si vous êtes assis juste à côté du joueur du personnage de rang 4 ; si ce personnage a été assassiné, vous êtes payé à la fin du tour. Si la Sorcière vous ensorcelle, cela se juge depuis la place de la Sorcière, et c’est elle qui reçoit l’or. À partir de 5 joueurs.',
    artist:
      'Embellissez jusqu’à 2 de vos quartiers en posant 1 de vos pièces d’or sur chacun : le coût de ce quartier augmente de 1 pour de bon (+1 point, +1 pour le détruire, le coût que voient le Capitaine et la Basilique). Chaque quartier ne peut être embelli qu’une fois.',
    'tax-collector':
      'Tant que vous êtes dans la sélection, chaque joueur qui bâtit un quartier pose 1 or (s’il en a) sur votre pile, même pour un quartier qu’il n’a pas payé, et même si personne ne vous a choisi, si vous avez été écarté ou assassiné ; la pile reste d’un tour à l’autre. Vous-même n’êtes jamais imposé (une Sorcière qui vous joue non plus). Pendant votre tour, vous prenez toute la pile.',
  },
  districts: {
    armory:
      'Pendant votre tour, détruisez la Poudrière pour détruire un quartier de votre choix dans n’importe quelle cité non complète. Le Donjon et l’Évêque ne l’empêchent pas. Vous pouvez l’utiliser depuis votre propre cité complète : elle a alors un quartier de moins ; le premier joueur à compléter sa cité garde le +4, mais le +2 de tout autre joueur est jugé sur la cité à la fin. Pas de points propres.',
    basilica:
      'En fin de partie, +1 point par quartier de votre cité au coût impair (un quartier embelli compte avec son coût augmenté).',
    capitol:
      'En fin de partie, +3 points si votre cité a au moins 3 quartiers d’un même type (une Cour des Miracles peut compter comme ce type).',
    'dragon-gate': 'Aucun effet en jeu. En fin de partie, +2 points en plus de son coût.',
    factory: 'Vos autres merveilles coûtent 1 or de moins à bâtir. Pas de points propres au-delà de son coût.',
    framework:
      'Au lieu de payer un quartier que vous bâtissez, vous pouvez détruire le Chantier et bâtir ce quartier gratuitement. Bâti ainsi, l’Échevin ne peut pas le confisquer, mais l’impôt du Bailli reste dû.',
    'gold-mine':
      'Quand vous prenez de l’or comme revenu, gagnez 1 or de plus : 3 au lieu de 2 (les bonus de la Marchande et de l’Architecte s’y ajoutent). Rien de plus quand vous piochez des cartes.',
    'great-wall':
      'Le personnage de rang 8 (Condottiere, Diplomate, Capitaine) paie 1 or de plus pour utiliser son pouvoir sur vos autres quartiers. La Grande Muraille elle-même coûte le prix normal.',
    'haunted-quarter':
      'En fin de partie, elle compte comme le type de quartier qui vous rapporte le plus (le site le choisit ; aucune question n’est posée), par exemple pour combler un manque parmi les cinq types. Comptée comme un autre type, elle ne compte plus comme merveille.',
    'imperial-treasury':
      'En fin de partie, +1 point par pièce d’or que vous avez alors : l’or non dépensé rapporte quand même. L’or sur la pile du Bailli ne compte pas.',
    'ivory-tower':
      'En fin de partie, +5 points si c’est la seule merveille de votre cité. Une Cour des Miracles comptée comme un autre type à la fin ne compte pas comme merveille.',
    keep: 'Le pouvoir du personnage de rang 8 (Condottiere, Diplomate, Capitaine) ne peut pas toucher le Donjon. La Poudrière peut quand même le détruire.',
    laboratory:
      'Une fois par tour, à tout moment de votre tour, placez 1 carte de votre main sous la pioche pour gagner 2 or. Avec deux personnages (2-3 joueurs), il agit à chacun de vos tours.',
    library:
      'Quand vous piochez des cartes comme revenu, gardez toutes les cartes piochées (avec un Observatoire aussi : les 3).',
    'map-room':
      'En fin de partie, +1 point par carte que vous avez alors en main (des Catacombes en main comptent aussi comme une carte).',
    monument:
      'Ne peut pas être bâti si votre cité a déjà 5 quartiers ou plus. Il compte pour 2 quartiers dans une cité complète, mais ne rapporte que son coût.',
    museum:
      'Une fois par tour, placez 1 carte de votre main face cachée sous le Musée. Les cartes le suivent s’il est échangé ou saisi, et vont sous la pioche s’il est détruit. En fin de partie, +1 point par carte dessous.',
    necropolis:
      'Vous pouvez bâtir la Nécropole en détruisant un quartier de votre propre cité au lieu de payer son coût. Bâtie ainsi, l’Échevin ne peut pas la confisquer.',
    observatory:
      'Quand vous piochez des cartes comme revenu, piochez-en 3 au lieu de 2 et gardez-en 1 (avec une Bibliothèque : gardez les 3).',
    park: 'Si votre main est vide à la fin de votre tour, piochez 2 cartes. Un personnage assassiné passe son tour, son Parc n’agit donc pas.',
    'poor-house':
      'Si vous n’avez pas d’or à la fin de votre tour, gagnez 1 or (réglé avant le remboursement de l’Alchimiste).',
    quarry:
      'Vous pouvez bâtir des quartiers identiques à ceux déjà dans votre cité. Cela ne permet pas à l’Échevin, au Diplomate ni au Capitaine de prendre un double.',
    'school-of-magic':
      'Pour les revenus par type de quartier (Roi, Évêque, Marchande, Condottiere et les autres), elle compte comme le type de votre choix ; l’Abbé en tire 1 or ou 1 carte. Elle compte comme merveille.',
    'secret-vault':
      'Elles ne peuvent pas être bâties, pas même avec le Chantier ni par le Sorcier. Gardez-les en main : en fin de partie, elles sont révélées et rapportent +3 points (elles ne rapportent qu’à ce moment).',
    smithy:
      'Une fois par tour, à tout moment de votre tour, payez 2 or à la banque pour piocher 3 cartes. L’Alchimiste ne rembourse pas cet or.',
    stables:
      'Bâtir les Écuries ne compte pas dans votre limite de construction : vous pouvez donc bâtir un autre quartier le même tour (pas en tant que Navigatrice, qui ne peut pas bâtir).',
    statue:
      'En fin de partie, +5 points si vous avez alors la couronne (prise par le Roi ou le Patricien, ou donnée par l’Empereur).',
    theater:
      'À la fin de chaque phase de choix, vous pouvez échanger l’un de vos personnages avec celui d’un adversaire, choisi à l’aveugle ; vous pouvez tous deux regarder votre nouvelle carte, qui reste secrète jusqu’à son appel. À 2 ou 3 joueurs, vous choisissez lequel des vôtres donner et prenez l’un des siens au hasard.',
    'thieves-den':
      'Payez tout ou partie de son coût avec des cartes de votre main, 1 carte pour 1 or. Les cartes ainsi payées vont sous la pioche ; si l’Échevin le confisque, seul l’or est remboursé. Le Sorcier ne peut pas bâtir aussitôt un Repaire qu’il prend.',
    'wishing-well':
      'En fin de partie, +1 point par merveille de votre cité, Fontaine aux Souhaits comprise. Une Cour des Miracles comptée comme un autre type à la fin ne compte pas.',
  },
};
