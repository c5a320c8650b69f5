# Simplified Chinese (zh-CN) — what each game is, for /rules (summary-KEY), and what each of its rule options does (summary-KEY-OPTION).
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.
# 依据 Nader D. Daou 整理的规则；棋子、双方的叫法与 names.ftl 一致。

summary-chaturanga = 印度的始祖象棋。棋子有王、士（斜走一格）、象（斜跳两格）、马、车和兵（走一格，不能走两格）。两王不相对。王若从未被将军，可以走一次马步。兵到达底线后，变为该格开局时所放的那种棋子，但须该种棋子已有被吃掉的。将死对方或使对方只剩孤王即获胜；困毙对方的一方判负。
summary-chaturanga-biruni-elephant = Biruni 的象：向前走一格，或斜走一格
summary-chaturanga-aladli-elephant = Al-Adli 的象：沿直线跳两格
summary-chaturanga-hindustani-promotion = 印度斯坦象棋：兵走到对方的两个中央格时，若士已被吃掉，可以变为士
summary-chaturanga-parsi-promotion = 帕西象棋：兵走到对方王的格子时，可以变为任何一种已被吃掉的棋子

summary-shatranj = 波斯和阿拉伯的象棋。与恰图兰卡相同，但两王相对，兵到达底线后一律变为士（firzan），困毙对方的一方获胜。使对方只剩孤王即获胜，除非对方紧接着的下一步也使您只剩孤王（双方都只剩孤王为和棋）；双方都无法强行取胜的局面为和棋。掷硬币决定谁先走。
summary-shatranj-e-file-kings = 两王在 e 线而不是 d 线上相对
summary-shatranj-tabiyat-10 = Ta'biyat：双方轮流一次连走十步，任何棋子都不得越过中线
summary-shatranj-tabiyat-12 = Ta'biyat，每方连走十二步
summary-shatranj-stalemate-swap = Pritchard：被困毙的王可以与己方的一个棋子互换位置，只要这样不会使王处于被将军的状态

summary-senterej = 埃塞俄比亚的象棋。棋子与沙特兰兹相同，两王不相对。对局以 Werera 开始：双方想走多快就走多快，不必等待对方，直到第一次吃子为止；在此期间王可以向自己的右侧易位。之后双方轮流走棋。兵到达底线后变为任何一种已被吃掉的棋子。困毙为和棋；孤王坚持七步即为和棋。
summary-senterej-werera-reconstructed = 复原的 Werera：双方轮流各连走十步，不得越过中线，不得吃子，向右易位算一步

summary-ninthcentury = Al-Adli 记载的印度象棋。象（达巴巴）位于角上，沿直线跳两格；车位于王和士的两旁，马位于车的外侧。两王相对。兵到达底线后变为士。将死对方或使对方只剩孤王即获胜；困毙对方的一方判负。

summary-sittuyin = 缅甸的象棋。兵的起始位置前后错开；先走的一方先把全部兵力摆在己方的兵后面，然后后走的一方再摆（若先走的一方提出异议，后走的一方须移动一个车）。象走一格，可向前直走或斜走。兵位于对方半场中标记的斜线格上时，之后可以升变为士（仅限己方的士已被吃掉时），可以原地升变，也可以走一步士步升变。不允许困毙对方。
summary-sittuyin-rooks-back-rank = 车只能摆在第一横线上

summary-makruk = 泰国的象棋。两王不相对，兵从第三横线开始，到第六横线升变为士。象走一格，可向前直走或斜走。困毙为和棋。盘上没有兵时，由弱方数步：64 步；弱方只剩孤王后，按棋子计数表数更少的步数。

summary-ouk = 柬埔寨的象棋：泰国象棋，另加两种第一步走法。王若从未被将军，第一步可以像马一样跳（也可以吃子）；士第一步可以向前直走两格，两格都须为空，且不能吃子。
summary-ouk-king-leap-b2-f2 = 王第一步的马跳只能跳到 b2 或 f2

summary-shatar = 蒙古的象棋。猛兽可以像车一样走，或斜走一格；骆驼的走法与国际象棋的象相同。对局开始时，双方猛兽前面的兵各走两格。马不能将死对方；用骆驼或兵将死对方，只有在一连串包含 Shak（由猛兽、车或马将军）的将军之后才算获胜，否则为 Niol，即和棋。孤王（Robado）和困毙均为和棋。
summary-shatar-kings-pawns = 两次必走的进两格由双方王前的兵来走
summary-shatar-old-bers = 古式蒙古象棋：猛兽像士一样斜走一格
summary-shatar-old-bishop = 古式蒙古象棋：骆驼像沙特兰兹的象一样斜跳两格
summary-shatar-king-left = 每方的王都摆在棋手的左侧，兵一律不能走两格
summary-shatar-amazon-horse = 后期蒙古象棋：马从第二步起也可以像车和骆驼一样走；FEN 字母为 A
summary-shatar-king-knight-last-rank = 后期蒙古象棋：王到达对方的底线后，也可以走马步
summary-shatar-stalemate-wins = 困毙对方的一方获胜

summary-xiangqi = 中国象棋，在 90 个交叉点上进行。将（帅）和士（仕）不能走出九宫；象（相）不能过河，塞象眼时不能走；马会被蹩马腿；炮吃子时必须恰好隔一个棋子；兵（卒）过河后可以横走一步。将帅不能在中间无子的同一直线上照面。将死或困毙对方即获胜。长将或长捉判负。

summary-janggi = 韩国的象棋，在 90 个交叉点上进行，没有河界。将和士沿九宫内的线走；车、包和兵（卒）也可以沿九宫的斜线走。包无论走子还是吃子，都必须恰好跳过一个棋子，且跳过的和吃掉的都不能是包。象先直走一格，再斜走两格。开局前双方可以各自调换马和象的位置。楚方先走。将与对方的将照面时，该方即失去胜局（bikjang）。
summary-janggi-pass-anytime = 棋手可以随时停一手，不限于被困毙时（韩国比赛规则）
summary-janggi-enemy-palace-diagonals = 车和包只有在对方九宫内才能沿九宫的斜线走（按规则原文的字面意思）
summary-janggi-tournament-rules = 长将判负，重复局面判和
summary-janggi-material-counting = 以协议或连续两次停一手结束的对局按子力计分（车 13，包 7，马 5，象 3，士 3，兵（卒） 2，汉方 +1.5）

summary-heianshogi = 最早的日本将棋，在 8×8 的棋盘上进行：玉将、金将、银将、桂马、香车和步兵，没有打入。棋子在最后三行内升变为金将。使对方只剩孤王即获胜，除非对方随即也使您只剩孤王；困毙对方的一方获胜。
summary-heianshogi-board-9x8 = 9×8 的棋盘，每方 18 枚棋子：玉将居中，两旁各一枚金将，九枚步兵
summary-heianshogi-compulsory-promotion = 步兵和银将到达第 6 行时必须升变，桂马在第 7 行，香车在第 6 至 8 行

summary-shoshogi = 没有打入的将棋，另有醉象，醉象升变为太子：太子是第二个王，所以有太子的一方可以让玉将处于被将军的状态，只有玉将和太子都被吃掉才算输。使对方只剩孤王即获胜，除非对方随即也使您只剩孤王；困毙对方的一方获胜。

summary-shogi = 日本的象棋。吃掉的棋子归己方，可以作为自己的棋子打入棋盘。棋子在最后三行内升变。同一纵线上不能有两枚未升变的步兵（二步），不能打入步兵将死对方（打步诘）。同一局面出现四次为和棋（千日手），除非其中一方一直在将军：该方判负。将死或困毙对方即获胜；入玉僵持时，按持将棋规则计点数判定。
