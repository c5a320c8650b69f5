# Traditional Chinese (zh-TW) — what each game is, for /rules (summary-KEY), and what each of its rule options does (summary-KEY-OPTION).
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.
# 依據 Nader D. Daou 整理的規則；棋子、雙方的叫法與 names.ftl 一致。

summary-chaturanga = 印度的始祖象棋。棋子有王、士（斜走一格）、象（斜跳兩格）、馬、車和兵（走一格，不能走兩格）。兩王不相對。王若從未被將軍，可以走一次馬步。兵到達底線後，變為該格開局時所放的那種棋子，但須該種棋子已有被吃掉的。將死對方或使對方只剩孤王即獲勝；困斃對方的一方判負。
summary-chaturanga-biruni-elephant = Biruni 的象：向前走一格，或斜走一格
summary-chaturanga-aladli-elephant = Al-Adli 的象：沿直線跳兩格
summary-chaturanga-hindustani-promotion = 印度斯坦象棋：兵走到對方的兩個中央格時，若士已被吃掉，可以變為士
summary-chaturanga-parsi-promotion = 帕西象棋：兵走到對方王的格子時，可以變為任何一種已被吃掉的棋子

summary-shatranj = 波斯和阿拉伯的象棋。與恰圖蘭卡相同，但兩王相對，兵到達底線後一律變為士（firzan），困斃對方的一方獲勝。使對方只剩孤王即獲勝，除非對方緊接著的下一步也使您只剩孤王（雙方都只剩孤王為和棋）；雙方都無法強行取勝的局面為和棋。擲硬幣決定誰先走。
summary-shatranj-e-file-kings = 兩王在 e 線而不是 d 線上相對
summary-shatranj-tabiyat-10 = Ta'biyat：雙方輪流一次連走十步，任何棋子都不得越過中線
summary-shatranj-tabiyat-12 = Ta'biyat，每方連走十二步
summary-shatranj-stalemate-swap = Pritchard：被困斃的王可以與己方的一個棋子互換位置，只要這樣不會使王處於被將軍的狀態

summary-senterej = 衣索比亞的象棋。棋子與波斯象棋相同，兩王不相對。對局以 Werera 開始：雙方想走多快就走多快，不必等待對方，直到第一次吃子為止；在此期間王可以向自己的右側入堡。之後雙方輪流走棋。兵到達底線後變為任何一種已被吃掉的棋子。困斃為和棋；孤王堅持七步即為和棋。
summary-senterej-werera-reconstructed = 復原的 Werera：雙方輪流各連走十步，不得越過中線，不得吃子，向右入堡算一步

summary-ninthcentury = Al-Adli 記載的印度象棋。象（達巴巴）位於角上，沿直線跳兩格；車位於王和士的兩旁，馬位於車的外側。兩王相對。兵到達底線後變為士。將死對方或使對方只剩孤王即獲勝；困斃對方的一方判負。

summary-sittuyin = 緬甸的象棋。兵的起始位置前後錯開；先走的一方先把全部兵力擺在己方的兵後面，然後後走的一方再擺（若先走的一方提出異議，後走的一方須移動一個車）。象走一格，可向前直走或斜走。兵位於對方半場中標記的斜線格上時，之後可以升變為士（僅限己方的士已被吃掉時），可以原地升變，也可以走一步士步升變。不允許困斃對方。
summary-sittuyin-rooks-back-rank = 車只能擺在第一橫線上

summary-makruk = 泰國的象棋。兩王不相對，兵從第三橫線開始，到第六橫線升變為士。象走一格，可向前直走或斜走。困斃為和棋。盤上沒有兵時，由弱方數步：64 步；弱方只剩孤王後，按棋子計數表數更少的步數。

summary-ouk = 柬埔寨的象棋：泰國象棋，另加兩種第一步走法。王若從未被將軍，第一步可以像馬一樣跳（也可以吃子）；士第一步可以向前直走兩格，兩格都須為空，且不能吃子。
summary-ouk-king-leap-b2-f2 = 王第一步的馬跳只能跳到 b2 或 f2

summary-shatar = 蒙古的象棋。猛獸可以像車一樣走，或斜走一格；駱駝的走法與西洋棋的主教相同。對局開始時，雙方猛獸前面的兵各走兩格。馬不能將死對方；用駱駝或兵將死對方，只有在一連串包含 Shak（由猛獸、車或馬將軍）的將軍之後才算獲勝，否則為 Niol，即和棋。孤王（Robado）和困斃均為和棋。
summary-shatar-kings-pawns = 兩次必走的進兩格由雙方王前的兵來走
summary-shatar-old-bers = 古式蒙古象棋：猛獸像士一樣斜走一格
summary-shatar-old-bishop = 古式蒙古象棋：駱駝像波斯象棋的象一樣斜跳兩格
summary-shatar-king-left = 每方的王都擺在棋手的左側，兵一律不能走兩格
summary-shatar-amazon-horse = 後期蒙古象棋：馬從第二步起也可以像車和駱駝一樣走；FEN 字母為 A
summary-shatar-king-knight-last-rank = 後期蒙古象棋：王到達對方的底線後，也可以走馬步
summary-shatar-stalemate-wins = 困斃對方的一方獲勝

summary-xiangqi = 中國象棋，在 90 個交叉點上進行。將（帥）和士（仕）不能走出九宮；象（相）不能過河，塞象眼時不能走；馬會被蹩馬腿；炮吃子時必須恰好隔一個棋子；兵（卒）過河後可以橫走一步。王不見王：將帥不能在中間無子的同一直線上照面。將死或困斃對方即獲勝。長將或長捉判負。

summary-janggi = 韓國的象棋，在 90 個交叉點上進行，沒有河界。將和士沿九宮內的線走；車、包和兵（卒）也可以沿九宮的斜線走。包無論走子還是吃子，都必須恰好跳過一個棋子，且跳過的和吃掉的都不能是包。象先直走一格，再斜走兩格。開局前雙方可以各自調換馬和象的位置。楚方先走。將與對方的將照面時，該方即失去勝局（bikjang）。
summary-janggi-pass-anytime = 棋手可以隨時停一手，不限於被困斃時（韓國比賽規則）
summary-janggi-enemy-palace-diagonals = 車和包只有在對方九宮內才能沿九宮的斜線走（按規則原文的字面意思）
summary-janggi-tournament-rules = 長將判負，重複局面判和
summary-janggi-material-counting = 以協議或連續兩次停一手結束的對局按子力計分（車 13，包 7，馬 5，象 3，士 3，兵（卒） 2，漢方 +1.5）

summary-heianshogi = 最早的日本將棋，在 8×8 的棋盤上進行：玉將、金將、銀將、桂馬、香車和步兵，沒有打入。棋子在最後三行內升變為金將。使對方只剩孤王即獲勝，除非對方隨即也使您只剩孤王；困斃對方的一方獲勝。
summary-heianshogi-board-9x8 = 9×8 的棋盤，每方 18 枚棋子：玉將居中，兩旁各一枚金將，九枚步兵
summary-heianshogi-compulsory-promotion = 步兵和銀將到達第 6 行時必須升變，桂馬在第 7 行，香車在第 6 至 8 行

summary-shoshogi = 沒有打入的將棋，另有醉象，醉象升變為太子：太子是第二個王，所以有太子的一方可以讓玉將處於被將軍的狀態，只有玉將和太子都被吃掉才算輸。使對方只剩孤王即獲勝，除非對方隨即也使您只剩孤王；困斃對方的一方獲勝。

summary-shogi = 日本的象棋。吃掉的棋子歸己方，可以作為自己的棋子打入棋盤。棋子在最後三行內升變。同一縱線上不能有兩枚未升變的步兵（二步），不能打入步兵將死對方（打步詰）。同一局面出現四次為和棋（千日手），除非其中一方一直在將軍：該方判負。將死或困斃對方即獲勝；入玉僵持時，按持將棋規則計點數判定。
