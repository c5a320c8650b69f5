# Machine-drafted translation; not yet checked by a native speaker.
# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = 向任意方向走一格。全局仅有一次，若它从未被将军过，可以改为像马一样跳。
moves-chaturanga-counsellor = 斜走一格。
moves-chaturanga-elephant = 斜向跳恰好两格，可越过中间的任何棋子；它始终只能到达棋盘上深色格或浅色格中的四分之一。
moves-chaturanga-biruni-elephant-elephant = 直向前走一格，或向任意斜方向走一格。
moves-chaturanga-aladli-elephant-elephant = 沿横线或直线跳恰好两格，可越过中间的任何棋子。
moves-chaturanga-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-chaturanga-chariot = 沿横线或直线走任意格数，不能越子。
moves-chaturanga-foot-soldier = 直向前走一格，吃子时斜向前一格；不能一次走两格。到达底线时升变。

## shatranj
moves-shatranj-king = 向任意方向走一格。
moves-shatranj-counsellor = 斜走一格。
moves-shatranj-elephant = 斜向跳恰好两格，可越过中间的任何棋子；它始终只能到达棋盘上深色格或浅色格中的四分之一。
moves-shatranj-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-shatranj-chariot = 沿横线或直线走任意格数，不能越子。
moves-shatranj-foot-soldier = 直向前走一格，吃子时斜向前一格；不能一次走两格。到达底线时升变。

## senterej
moves-senterej-king = 向任意方向走一格。
moves-senterej-counsellor = 斜走一格。
moves-senterej-elephant = 斜向跳恰好两格，可越过中间的任何棋子；它始终只能到达棋盘上深色格或浅色格中的四分之一。
moves-senterej-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-senterej-castle = 沿横线或直线走任意格数，不能越子。
moves-senterej-pawn = 直向前走一格，吃子时斜向前一格；不能一次走两格。到达底线时升变。

## ninthcentury
moves-ninthcentury-king = 向任意方向走一格。
moves-ninthcentury-counsellor = 斜走一格。
moves-ninthcentury-elephant-dabbbah = 沿横线或直线跳恰好两格，可越过中间的任何棋子。
moves-ninthcentury-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-ninthcentury-chariot = 沿横线或直线走任意格数，不能越子。
moves-ninthcentury-foot-soldier = 直向前走一格，吃子时斜向前一格；不能一次走两格。到达底线时升变。

## sittuyin
moves-sittuyin-king = 向任意方向走一格。
moves-sittuyin-general-counsellor = 斜走一格。
moves-sittuyin-elephant = 直向前走一格，或向任意斜方向走一格。
moves-sittuyin-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-sittuyin-chariot = 沿横线或直线走任意格数，不能越子。
moves-sittuyin-soldier = 直向前走一格，吃子时斜向前一格。若己方的士已被吃掉，它在敌方半场中标记出的斜线格上可以变为士。

## makruk
moves-makruk-king = 向任意方向走一格。
moves-makruk-counsellor = 斜走一格。
moves-makruk-nobleman = 直向前走一格，或向任意斜方向走一格。
moves-makruk-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-makruk-boat = 沿横线或直线走任意格数，不能越子。
moves-makruk-cowrie-shell-pawn = 直向前走一格，吃子时斜向前一格；到达第六横线时变为士。

## ouk
moves-ouk-king = 向任意方向走一格。第一次移动时，若它从未被将军过，可以改为像马一样跳。
moves-ouk-maiden-counsellor = 斜走一格。第一次移动时，也可以改为直向前走两格，但不能吃子。
moves-ouk-pillar = 直向前走一格，或向任意斜方向走一格。
moves-ouk-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-ouk-boat = 沿横线或直线走任意格数，不能越子。
moves-ouk-fish-pawn = 直向前走一格，吃子时斜向前一格；到达第六横线时变为士。

## shatar
moves-shatar-lord-king = 向任意方向走一格。
moves-shatar-big-animal = 沿横线或直线走任意格数，或斜走一格。
moves-shatar-camel-bishop = 沿斜线走任意格数，不能越子。
moves-shatar-old-bers-big-animal = 斜走一格。
moves-shatar-old-bishop-camel-bishop = 斜向跳恰好两格，可越过中间的任何棋子；它始终只能到达棋盘上深色格或浅色格中的四分之一。
moves-shatar-horse = 跳到不在其所在横线、直线或斜线上的最近的格子（一个方向两格，另一个方向一格），可越过中间的任何棋子。
moves-shatar-chariot = 沿横线或直线走任意格数，不能越子。
moves-shatar-child-pawn = 直向前走一格，吃子时斜向前一格；到达底线时变为猛兽。
moves-shatar-amazon-horse-amazon-horse = 已经走过的马：可以像马一样跳，也可以像车或骆驼一样走。

## xiangqi
moves-xiangqi-general = 沿横线或竖线走一步，不能走出九宫。双方将帅不能在中间无子的同一直线上照面。
moves-xiangqi-advisor = 沿斜线走一步，不能走出九宫。
moves-xiangqi-elephant = 沿斜线走恰好两步（象走田），中间的点（象眼）必须无子；不能过河。
moves-xiangqi-horse = 先沿横线或竖线走一步，再向外斜走一步（马走日）；第一步经过的点（马腿）必须无子。
moves-xiangqi-chariot = 沿横线或竖线走任意距离，不能越子。
moves-xiangqi-cannon = 走法同车；吃子时必须在途中恰好跳过一个棋子（炮架）。
moves-xiangqi-soldier = 向前走一步；过河后也可以横走一步。永不后退，也不升变。

## janggi
moves-janggi-general = 沿九宫内的线走一步（只有九宫画有斜线的地方才能斜走），不能走出九宫。
moves-janggi-guard = 沿九宫内的线走一步，不能走出九宫。
moves-janggi-elephant = 先沿横线或竖线走一步，再向外斜走两步；途经的每个点都必须无子。
moves-janggi-horse = 先沿横线或竖线走一步，再向外斜走一步；第一步经过的点必须无子。
moves-janggi-chariot = 沿横线或竖线走任意距离，在九宫内也可沿斜线走；不能越子。
moves-janggi-cannon = 走子和吃子都必须沿直线（或九宫斜线）恰好跳过一个棋子，被跳过的不能是包；也不能吃包。
moves-janggi-soldier = 向前或横走一步（在敌方九宫内也可沿斜线向前走）；永不升变。

## heianshogi
moves-heianshogi-king = 向任意方向走一格。
moves-heianshogi-gold-general = 除斜后方外，向任意方向走一格。
moves-heianshogi-silver-general = 直向前走一格，或向任意斜方向走一格。
moves-heianshogi-knight = 跳到前方两格、横向一格的位置，即马所能到达的格子中最靠前的那两个。
moves-heianshogi-lance = 直向前走任意格数，不能越子。
moves-heianshogi-pawn = 直向前走一格，吃子也是如此。
moves-heianshogi-promoted-pawn = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-heianshogi-promoted-silver = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-heianshogi-promoted-knight = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-heianshogi-promoted-lance = 升变后走法同金将：除斜后方外，向任意方向走一格。

## shoshogi
moves-shoshogi-king = 向任意方向走一格。
moves-shoshogi-gold-general = 除斜后方外，向任意方向走一格。
moves-shoshogi-silver-general = 直向前走一格，或向任意斜方向走一格。
moves-shoshogi-knight = 跳到前方两格、横向一格的位置，即马所能到达的格子中最靠前的那两个。
moves-shoshogi-lance = 直向前走任意格数，不能越子。
moves-shoshogi-pawn = 直向前走一格，吃子也是如此。
moves-shoshogi-rook = 沿横线或直线走任意格数，不能越子。
moves-shoshogi-bishop = 沿斜线走任意格数，不能越子。
moves-shoshogi-drunk-elephant = 除正后方外，向任意方向走一格。升变后成为太子。
moves-shoshogi-promoted-pawn = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shoshogi-promoted-silver = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shoshogi-promoted-knight = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shoshogi-promoted-lance = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shoshogi-dragon-king = 如同飞车，另外还可以斜走一格。
moves-shoshogi-dragon-horse = 如同角行，另外还可以沿横线或直线走一格。
moves-shoshogi-crown-prince = 走法同玉将，而且同样是王：己方两者都在时，任一个都可以被将军而不应将，只有两个都失去才算输棋。

## shogi
moves-shogi-king = 向任意方向走一格。
moves-shogi-gold-general = 除斜后方外，向任意方向走一格。
moves-shogi-silver-general = 直向前走一格，或向任意斜方向走一格。
moves-shogi-knight = 跳到前方两格、横向一格的位置，即马所能到达的格子中最靠前的那两个。
moves-shogi-lance = 直向前走任意格数，不能越子。
moves-shogi-pawn = 直向前走一格，吃子也是如此。
moves-shogi-rook = 沿横线或直线走任意格数，不能越子。
moves-shogi-bishop = 沿斜线走任意格数，不能越子。
moves-shogi-promoted-pawn = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shogi-promoted-silver = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shogi-promoted-knight = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shogi-promoted-lance = 升变后走法同金将：除斜后方外，向任意方向走一格。
moves-shogi-dragon-king = 如同飞车，另外还可以斜走一格。
moves-shogi-dragon-horse = 如同角行，另外还可以沿横线或直线走一格。
