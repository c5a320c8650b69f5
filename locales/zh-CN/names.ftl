# Simplified Chinese (zh-CN) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.
# 象棋：用中国棋手的叫法（将（帅）、士（仕）、象（相）、兵（卒）：一个 id 同时指双方的棋子，
# 故写通用字，括号里是另一方的字）。其他棋类依 pychess-variants 中文版与中文维基的叫法；
# 没有中文叫法的按英文说明直译。

game-ashtapada = 阿什塔帕达

game-chaturanga = 恰图兰卡
side-chaturanga-first = 白方
side-chaturanga-second = 黑方
piece-chaturanga-king = 王
piece-chaturanga-counsellor = 士
piece-chaturanga-elephant = 象
piece-chaturanga-horse = 马
piece-chaturanga-chariot = 车
piece-chaturanga-foot-soldier = 兵

game-shatranj = 沙特兰兹
side-shatranj-first = 白方
side-shatranj-second = 黑方
piece-shatranj-king = 王
piece-shatranj-counsellor = 士
piece-shatranj-elephant = 象
piece-shatranj-horse = 马
piece-shatranj-chariot = 车
piece-shatranj-foot-soldier = 兵

game-senterej = 埃塞俄比亚象棋
side-senterej-first = 白方
side-senterej-second = 黑方
piece-senterej-king = 王
piece-senterej-counsellor = 士
piece-senterej-elephant = 象
piece-senterej-horse = 马
piece-senterej-castle = 城堡
piece-senterej-pawn = 兵

game-ninthcentury = 九世纪印度象棋
side-ninthcentury-first = 白方
side-ninthcentury-second = 黑方
piece-ninthcentury-king = 王
piece-ninthcentury-counsellor = 士
piece-ninthcentury-elephant-dabbbah = 象（达巴巴）
piece-ninthcentury-horse = 马
piece-ninthcentury-chariot = 车
piece-ninthcentury-foot-soldier = 兵

game-sittuyin = 缅甸象棋
side-sittuyin-first = 白方
side-sittuyin-second = 黑方
piece-sittuyin-king = 王
piece-sittuyin-general-counsellor = 士
piece-sittuyin-elephant = 象
piece-sittuyin-horse = 马
piece-sittuyin-chariot = 车
piece-sittuyin-soldier = 兵

game-makruk = 泰国象棋
side-makruk-first = 白方
side-makruk-second = 黑方
piece-makruk-king = 王
piece-makruk-counsellor = 士
piece-makruk-nobleman = 象
piece-makruk-horse = 马
piece-makruk-boat = 车
piece-makruk-cowrie-shell-pawn = 兵

game-ouk = 高棉象棋
side-ouk-first = 白方
side-ouk-second = 黑方
piece-ouk-king = 王
piece-ouk-maiden-counsellor = 士
piece-ouk-pillar = 象
piece-ouk-horse = 马
piece-ouk-boat = 车
piece-ouk-fish-pawn = 兵

game-shatar = 蒙古象棋
side-shatar-first = 白方
side-shatar-second = 黑方
piece-shatar-lord-king = 王
piece-shatar-big-animal = 猛兽
piece-shatar-camel-bishop = 骆驼
piece-shatar-horse = 马
piece-shatar-chariot = 车
piece-shatar-child-pawn = 兵
piece-shatar-amazon-horse = 亚马逊马

game-xiangqi = 象棋
side-xiangqi-first = 红方
side-xiangqi-second = 黑方
piece-xiangqi-general = { $side ->
        [first] 帅
        [second] 将
       *[any] 将（帅）
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
piece-xiangqi-horse = 马
piece-xiangqi-chariot = 车
piece-xiangqi-cannon = 炮
piece-xiangqi-soldier = { $side ->
        [first] 兵
        [second] 卒
       *[any] 兵（卒）
    }

game-janggi = 韩国象棋
side-janggi-first = 楚方
side-janggi-second = 汉方
piece-janggi-general = 将
piece-janggi-guard = 士
piece-janggi-elephant = 象
piece-janggi-horse = 马
piece-janggi-chariot = 车
piece-janggi-cannon = 包
piece-janggi-soldier = { $side ->
        [first] 卒
        [second] 兵
       *[any] 兵（卒）
    }

game-heianshogi = 平安将棋
side-heianshogi-first = 先手
side-heianshogi-second = 后手
piece-heianshogi-king = 玉将
piece-heianshogi-gold-general = 金将
piece-heianshogi-silver-general = 银将
piece-heianshogi-knight = 桂马
piece-heianshogi-lance = 香车
piece-heianshogi-pawn = 步兵
piece-heianshogi-promoted-pawn = と金
piece-heianshogi-promoted-silver = 成银
piece-heianshogi-promoted-knight = 成桂
piece-heianshogi-promoted-lance = 成香

game-shoshogi = 小将棋
side-shoshogi-first = 先手
side-shoshogi-second = 后手
piece-shoshogi-king = 玉将
piece-shoshogi-gold-general = 金将
piece-shoshogi-silver-general = 银将
piece-shoshogi-knight = 桂马
piece-shoshogi-lance = 香车
piece-shoshogi-pawn = 步兵
piece-shoshogi-rook = 飞车
piece-shoshogi-bishop = 角行
piece-shoshogi-drunk-elephant = 醉象
piece-shoshogi-promoted-pawn = と金
piece-shoshogi-promoted-silver = 成银
piece-shoshogi-promoted-knight = 成桂
piece-shoshogi-promoted-lance = 成香
piece-shoshogi-dragon-king = 龙王
piece-shoshogi-dragon-horse = 龙马
piece-shoshogi-crown-prince = 太子

game-shogi = 将棋
side-shogi-first = 先手
side-shogi-second = 后手
piece-shogi-king = 玉将
piece-shogi-gold-general = 金将
piece-shogi-silver-general = 银将
piece-shogi-knight = 桂马
piece-shogi-lance = 香车
piece-shogi-pawn = 步兵
piece-shogi-rook = 飞车
piece-shogi-bishop = 角行
piece-shogi-promoted-pawn = と金
piece-shogi-promoted-silver = 成银
piece-shogi-promoted-knight = 成桂
piece-shogi-promoted-lance = 成香
piece-shogi-dragon-king = 龙王
piece-shogi-dragon-horse = 龙马
