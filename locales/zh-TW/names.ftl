# Traditional Chinese (zh-TW) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.
# 象棋：用臺灣棋手的叫法（將（帥）、士（仕）、象（相）、兵（卒）；馬、車、炮用通用字：一個 id
# 同時指雙方的棋子）。其他棋類依 pychess-variants 正體中文版的叫法；沒有中文叫法的按英文說明直譯。

game-ashtapada = 阿什塔帕達

game-chaturanga = 恰圖蘭卡
side-chaturanga-first = 白方
side-chaturanga-second = 黑方
piece-chaturanga-king = 王
piece-chaturanga-counsellor = 士
piece-chaturanga-elephant = 象
piece-chaturanga-horse = 馬
piece-chaturanga-chariot = 車
piece-chaturanga-foot-soldier = 兵

game-shatranj = 波斯象棋
side-shatranj-first = 白方
side-shatranj-second = 黑方
piece-shatranj-king = 王
piece-shatranj-counsellor = 士
piece-shatranj-elephant = 象
piece-shatranj-horse = 馬
piece-shatranj-chariot = 車
piece-shatranj-foot-soldier = 兵

game-senterej = 衣索比亞象棋
side-senterej-first = 白方
side-senterej-second = 黑方
piece-senterej-king = 王
piece-senterej-counsellor = 士
piece-senterej-elephant = 象
piece-senterej-horse = 馬
piece-senterej-castle = 城堡
piece-senterej-pawn = 兵

game-ninthcentury = 九世紀印度象棋
side-ninthcentury-first = 白方
side-ninthcentury-second = 黑方
piece-ninthcentury-king = 王
piece-ninthcentury-counsellor = 士
piece-ninthcentury-elephant-dabbbah = 象（達巴巴）
piece-ninthcentury-horse = 馬
piece-ninthcentury-chariot = 車
piece-ninthcentury-foot-soldier = 兵

game-sittuyin = 緬甸象棋
side-sittuyin-first = 白方
side-sittuyin-second = 黑方
piece-sittuyin-king = 王
piece-sittuyin-general-counsellor = 士
piece-sittuyin-elephant = 象
piece-sittuyin-horse = 馬
piece-sittuyin-chariot = 車
piece-sittuyin-soldier = 兵

game-makruk = 泰國象棋
side-makruk-first = 白方
side-makruk-second = 黑方
piece-makruk-king = 王
piece-makruk-counsellor = 士
piece-makruk-nobleman = 象
piece-makruk-horse = 馬
piece-makruk-boat = 船
piece-makruk-cowrie-shell-pawn = 兵

game-ouk = 高棉象棋
side-ouk-first = 白方
side-ouk-second = 黑方
piece-ouk-king = 王
piece-ouk-maiden-counsellor = 士
piece-ouk-pillar = 象
piece-ouk-horse = 馬
piece-ouk-boat = 船
piece-ouk-fish-pawn = 兵

game-shatar = 蒙古象棋
side-shatar-first = 白方
side-shatar-second = 黑方
piece-shatar-lord-king = 王
piece-shatar-big-animal = 猛獸
piece-shatar-camel-bishop = 駱駝
piece-shatar-horse = 馬
piece-shatar-chariot = 車
piece-shatar-child-pawn = 兵
piece-shatar-amazon-horse = 亞馬遜馬

game-xiangqi = 象棋
side-xiangqi-first = 紅方
side-xiangqi-second = 黑方
piece-xiangqi-general = { $side ->
        [first] 帥
        [second] 將
       *[any] 將（帥）
    }
piece-xiangqi-advisor = { $side ->
        [first] 仕
        [second] 士
       *[any] 士（仕）
    }
piece-xiangqi-elephant = { $side ->
        [first] 相
        [second] 象
       *[any] 象（相）
    }
piece-xiangqi-horse = 馬
piece-xiangqi-chariot = 車
piece-xiangqi-cannon = 炮
piece-xiangqi-soldier = { $side ->
        [first] 兵
        [second] 卒
       *[any] 兵（卒）
    }

game-janggi = 韓國將棋
side-janggi-first = 楚方
side-janggi-second = 漢方
piece-janggi-general = 將
piece-janggi-guard = 士
piece-janggi-elephant = 象
piece-janggi-horse = 馬
piece-janggi-chariot = 車
piece-janggi-cannon = 包
piece-janggi-soldier = { $side ->
        [first] 卒
        [second] 兵
       *[any] 兵（卒）
    }

game-heianshogi = 平安將棋
side-heianshogi-first = 先手
side-heianshogi-second = 後手
piece-heianshogi-king = 玉將
piece-heianshogi-gold-general = 金將
piece-heianshogi-silver-general = 銀將
piece-heianshogi-knight = 桂馬
piece-heianshogi-lance = 香車
piece-heianshogi-pawn = 步兵
piece-heianshogi-promoted-pawn = と金
piece-heianshogi-promoted-silver = 成銀
piece-heianshogi-promoted-knight = 成桂
piece-heianshogi-promoted-lance = 成香

game-shoshogi = 小將棋
side-shoshogi-first = 先手
side-shoshogi-second = 後手
piece-shoshogi-king = 玉將
piece-shoshogi-gold-general = 金將
piece-shoshogi-silver-general = 銀將
piece-shoshogi-knight = 桂馬
piece-shoshogi-lance = 香車
piece-shoshogi-pawn = 步兵
piece-shoshogi-rook = 飛車
piece-shoshogi-bishop = 角行
piece-shoshogi-drunk-elephant = 醉象
piece-shoshogi-promoted-pawn = と金
piece-shoshogi-promoted-silver = 成銀
piece-shoshogi-promoted-knight = 成桂
piece-shoshogi-promoted-lance = 成香
piece-shoshogi-dragon-king = 龍王
piece-shoshogi-dragon-horse = 龍馬
piece-shoshogi-crown-prince = 太子

game-shogi = 將棋
side-shogi-first = 先手
side-shogi-second = 後手
piece-shogi-king = 玉將
piece-shogi-gold-general = 金將
piece-shogi-silver-general = 銀將
piece-shogi-knight = 桂馬
piece-shogi-lance = 香車
piece-shogi-pawn = 步兵
piece-shogi-rook = 飛車
piece-shogi-bishop = 角行
piece-shogi-promoted-pawn = と金
piece-shogi-promoted-silver = 成銀
piece-shogi-promoted-knight = 成桂
piece-shogi-promoted-lance = 成香
piece-shogi-dragon-king = 龍王
piece-shogi-dragon-horse = 龍馬
