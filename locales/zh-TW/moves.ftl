# Machine-drafted translation; not yet checked by a native speaker.
# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = 向任意方向走一格。整局只有一次，若它從未被將軍過，可以改為像馬一樣跳。
moves-chaturanga-counsellor = 斜走一格。
moves-chaturanga-elephant = 斜向跳恰好兩格，可越過中間的任何棋子；它始終只能到達棋盤上深色格或淺色格中的四分之一。
moves-chaturanga-biruni-elephant-elephant = 直向前走一格，或向任意斜方向走一格。
moves-chaturanga-aladli-elephant-elephant = 沿橫線或直線跳恰好兩格，可越過中間的任何棋子。
moves-chaturanga-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-chaturanga-chariot = 沿橫線或直線走任意格數，不能越子。
moves-chaturanga-foot-soldier = 直向前走一格，吃子時斜向前一格；不能一次走兩格。到達底線時升變。

## shatranj
moves-shatranj-king = 向任意方向走一格。
moves-shatranj-counsellor = 斜走一格。
moves-shatranj-elephant = 斜向跳恰好兩格，可越過中間的任何棋子；它始終只能到達棋盤上深色格或淺色格中的四分之一。
moves-shatranj-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-shatranj-chariot = 沿橫線或直線走任意格數，不能越子。
moves-shatranj-foot-soldier = 直向前走一格，吃子時斜向前一格；不能一次走兩格。到達底線時升變。

## senterej
moves-senterej-king = 向任意方向走一格。
moves-senterej-counsellor = 斜走一格。
moves-senterej-elephant = 斜向跳恰好兩格，可越過中間的任何棋子；它始終只能到達棋盤上深色格或淺色格中的四分之一。
moves-senterej-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-senterej-castle = 沿橫線或直線走任意格數，不能越子。
moves-senterej-pawn = 直向前走一格，吃子時斜向前一格；不能一次走兩格。到達底線時升變。

## ninthcentury
moves-ninthcentury-king = 向任意方向走一格。
moves-ninthcentury-counsellor = 斜走一格。
moves-ninthcentury-elephant-dabbbah = 沿橫線或直線跳恰好兩格，可越過中間的任何棋子。
moves-ninthcentury-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-ninthcentury-chariot = 沿橫線或直線走任意格數，不能越子。
moves-ninthcentury-foot-soldier = 直向前走一格，吃子時斜向前一格；不能一次走兩格。到達底線時升變。

## sittuyin
moves-sittuyin-king = 向任意方向走一格。
moves-sittuyin-general-counsellor = 斜走一格。
moves-sittuyin-elephant = 直向前走一格，或向任意斜方向走一格。
moves-sittuyin-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-sittuyin-chariot = 沿橫線或直線走任意格數，不能越子。
moves-sittuyin-soldier = 直向前走一格，吃子時斜向前一格。若己方的士已被吃掉，它在敵方半場中標記出的斜線格上可以變為士。

## makruk
moves-makruk-king = 向任意方向走一格。
moves-makruk-counsellor = 斜走一格。
moves-makruk-nobleman = 直向前走一格，或向任意斜方向走一格。
moves-makruk-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-makruk-boat = 沿橫線或直線走任意格數，不能越子。
moves-makruk-cowrie-shell-pawn = 直向前走一格，吃子時斜向前一格；到達第六橫線時變為士。

## ouk
moves-ouk-king = 向任意方向走一格。第一次移動時，若它從未被將軍過，可以改為像馬一樣跳。
moves-ouk-maiden-counsellor = 斜走一格。第一次移動時，也可以改為直向前走兩格，但不能吃子。
moves-ouk-pillar = 直向前走一格，或向任意斜方向走一格。
moves-ouk-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-ouk-boat = 沿橫線或直線走任意格數，不能越子。
moves-ouk-fish-pawn = 直向前走一格，吃子時斜向前一格；到達第六橫線時變為士。

## shatar
moves-shatar-lord-king = 向任意方向走一格。
moves-shatar-big-animal = 沿橫線或直線走任意格數，或斜走一格。
moves-shatar-camel-bishop = 沿斜線走任意格數，不能越子。
moves-shatar-old-bers-big-animal = 斜走一格。
moves-shatar-old-bishop-camel-bishop = 斜向跳恰好兩格，可越過中間的任何棋子；它始終只能到達棋盤上深色格或淺色格中的四分之一。
moves-shatar-horse = 跳到不在其所在橫線、直線或斜線上的最近的格子（一個方向兩格，另一個方向一格），可越過中間的任何棋子。
moves-shatar-chariot = 沿橫線或直線走任意格數，不能越子。
moves-shatar-child-pawn = 直向前走一格，吃子時斜向前一格；到達底線時變為猛獸。
moves-shatar-amazon-horse-amazon-horse = 已經走過的馬：可以像馬一樣跳，也可以像車或駱駝一樣走。

## xiangqi
moves-xiangqi-general = 沿橫線或直線走一步，不能走出九宮。雙方將帥不能在中間無子的同一直線上照面（王不見王）。
moves-xiangqi-advisor = 沿斜線走一步，不能走出九宮。
moves-xiangqi-elephant = 沿斜線走恰好兩步（象走田），中間的點（象眼）必須無子；不能過河。
moves-xiangqi-horse = 先沿橫線或直線走一步，再向外斜走一步（馬走日）；第一步經過的點（馬腿）必須無子。
moves-xiangqi-chariot = 沿橫線或直線走任意距離，不能越子。
moves-xiangqi-cannon = 走法同車；吃子時必須在途中恰好跳過一個棋子（炮架）。
moves-xiangqi-soldier = 向前走一步；過河後也可以橫走一步。永不後退，也不升變。

## janggi
moves-janggi-general = 沿九宮內的線走一步（只有九宮畫有斜線的地方才能斜走），不能走出九宮。
moves-janggi-guard = 沿九宮內的線走一步，不能走出九宮。
moves-janggi-elephant = 先沿橫線或直線走一步，再向外斜走兩步；途經的每個點都必須無子。
moves-janggi-horse = 先沿橫線或直線走一步，再向外斜走一步；第一步經過的點必須無子。
moves-janggi-chariot = 沿橫線或直線走任意距離，在九宮內也可沿斜線走；不能越子。
moves-janggi-cannon = 走子和吃子都必須沿直線（或九宮斜線）恰好跳過一個棋子，被跳過的不能是包；也不能吃包。
moves-janggi-soldier = 向前或橫走一步（在敵方九宮內也可沿斜線向前走）；永不升變。

## heianshogi
moves-heianshogi-king = 向任意方向走一格。
moves-heianshogi-gold-general = 除斜後方外，向任意方向走一格。
moves-heianshogi-silver-general = 直向前走一格，或向任意斜方向走一格。
moves-heianshogi-knight = 跳到前方兩格、橫向一格的位置，即馬所能到達的格子中最靠前的那兩個。
moves-heianshogi-lance = 直向前走任意格數，不能越子。
moves-heianshogi-pawn = 直向前走一格，吃子也是如此。
moves-heianshogi-promoted-pawn = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-heianshogi-promoted-silver = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-heianshogi-promoted-knight = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-heianshogi-promoted-lance = 升變後走法同金將：除斜後方外，向任意方向走一格。

## shoshogi
moves-shoshogi-king = 向任意方向走一格。
moves-shoshogi-gold-general = 除斜後方外，向任意方向走一格。
moves-shoshogi-silver-general = 直向前走一格，或向任意斜方向走一格。
moves-shoshogi-knight = 跳到前方兩格、橫向一格的位置，即馬所能到達的格子中最靠前的那兩個。
moves-shoshogi-lance = 直向前走任意格數，不能越子。
moves-shoshogi-pawn = 直向前走一格，吃子也是如此。
moves-shoshogi-rook = 沿橫線或直線走任意格數，不能越子。
moves-shoshogi-bishop = 沿斜線走任意格數，不能越子。
moves-shoshogi-drunk-elephant = 除正後方外，向任意方向走一格。升變後成為太子。
moves-shoshogi-promoted-pawn = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shoshogi-promoted-silver = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shoshogi-promoted-knight = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shoshogi-promoted-lance = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shoshogi-dragon-king = 如同飛車，另外還可以斜走一格。
moves-shoshogi-dragon-horse = 如同角行，另外還可以沿橫線或直線走一格。
moves-shoshogi-crown-prince = 走法同玉將，而且同樣是王：己方兩者都在時，任一個都可以被將軍而不應將，只有兩個都失去才算輸棋。

## shogi
moves-shogi-king = 向任意方向走一格。
moves-shogi-gold-general = 除斜後方外，向任意方向走一格。
moves-shogi-silver-general = 直向前走一格，或向任意斜方向走一格。
moves-shogi-knight = 跳到前方兩格、橫向一格的位置，即馬所能到達的格子中最靠前的那兩個。
moves-shogi-lance = 直向前走任意格數，不能越子。
moves-shogi-pawn = 直向前走一格，吃子也是如此。
moves-shogi-rook = 沿橫線或直線走任意格數，不能越子。
moves-shogi-bishop = 沿斜線走任意格數，不能越子。
moves-shogi-promoted-pawn = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shogi-promoted-silver = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shogi-promoted-knight = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shogi-promoted-lance = 升變後走法同金將：除斜後方外，向任意方向走一格。
moves-shogi-dragon-king = 如同飛車，另外還可以斜走一格。
moves-shogi-dragon-horse = 如同角行，另外還可以沿橫線或直線走一格。
