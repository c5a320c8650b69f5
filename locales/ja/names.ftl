# Japanese (ja) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.
# 将棋類は日本将棋連盟の用語（先手・後手、玉将・飛車・角行 …）。他国の将棋類は日本語版ウィキペディアや
# 国内の紹介サイトが使う名前（シャンチー、チャンギ、マークルック、シットゥイン …）と駒の呼び名。

game-ashtapada = アシュタパダ

game-chaturanga = チャトランガ
side-chaturanga-first = 白
side-chaturanga-second = 黒
piece-chaturanga-king = ラージャ
piece-chaturanga-counsellor = マントリ
piece-chaturanga-elephant = ガジャ
piece-chaturanga-horse = アシュワ
piece-chaturanga-chariot = ラタ
piece-chaturanga-foot-soldier = パダーティ

game-shatranj = シャトランジ
side-shatranj-first = 白
side-shatranj-second = 黒
piece-shatranj-king = シャー
piece-shatranj-counsellor = フィルザーン
piece-shatranj-elephant = フィル
piece-shatranj-horse = ファラス
piece-shatranj-chariot = ルフ
piece-shatranj-foot-soldier = バイダーク

game-senterej = セヌテレジ
side-senterej-first = 白
side-senterej-second = 黒
piece-senterej-king = ネグス
piece-senterej-counsellor = フェルズ
piece-senterej-elephant = セベ
piece-senterej-horse = フェレス
piece-senterej-castle = デル
piece-senterej-pawn = メデク

game-ninthcentury = 9世紀インドのチェス
side-ninthcentury-first = 白
side-ninthcentury-second = 黒
piece-ninthcentury-king = 王
piece-ninthcentury-counsellor = 大臣
piece-ninthcentury-elephant-dabbbah = 象（ダッバーバ）
piece-ninthcentury-horse = 馬
piece-ninthcentury-chariot = 戦車
piece-ninthcentury-foot-soldier = 歩兵

game-sittuyin = シットゥイン
side-sittuyin-first = 白
side-sittuyin-second = 黒
piece-sittuyin-king = ミンジー
piece-sittuyin-general-counsellor = シッケ
piece-sittuyin-elephant = シン
piece-sittuyin-horse = ミン
piece-sittuyin-chariot = ヤター
piece-sittuyin-soldier = ネ

game-makruk = マークルック
side-makruk-first = 白
side-makruk-second = 黒
piece-makruk-king = クン
piece-makruk-counsellor = メット
piece-makruk-nobleman = コーン
piece-makruk-horse = マー
piece-makruk-boat = ルア
piece-makruk-cowrie-shell-pawn = ビア

game-ouk = オク・チャトラン
side-ouk-first = 白
side-ouk-second = 黒
piece-ouk-king = アン
piece-ouk-maiden-counsellor = ネアン
piece-ouk-pillar = コウル
piece-ouk-horse = セス
piece-ouk-boat = トウク
piece-ouk-fish-pawn = トレイ

game-shatar = シャタル
side-shatar-first = 白
side-shatar-second = 黒
piece-shatar-lord-king = ノヨン
piece-shatar-big-animal = ベルス
piece-shatar-camel-bishop = テメエ
piece-shatar-horse = モリ
piece-shatar-chariot = テレグ
piece-shatar-child-pawn = フー
piece-shatar-amazon-horse = アマゾン・モリ

game-xiangqi = シャンチー
side-xiangqi-first = 紅方
side-xiangqi-second = 黒方
piece-xiangqi-general = { $side ->
        [first] 帥
        [second] 将
       *[any] 帥・将
    }
piece-xiangqi-advisor = { $side ->
        [first] 仕
        [second] 士
       *[any] 仕・士
    }
piece-xiangqi-elephant = { $side ->
        [first] 相
        [second] 象
       *[any] 相・象
    }
piece-xiangqi-horse = 馬
piece-xiangqi-chariot = 車
piece-xiangqi-cannon = 砲
piece-xiangqi-soldier = { $side ->
        [first] 兵
        [second] 卒
       *[any] 兵・卒
    }

game-janggi = チャンギ
side-janggi-first = 楚
side-janggi-second = 漢
piece-janggi-general = 将
piece-janggi-guard = 士
piece-janggi-elephant = 象
piece-janggi-horse = 馬
piece-janggi-chariot = 車
piece-janggi-cannon = 包
piece-janggi-soldier = { $side ->
        [first] 卒
        [second] 兵
       *[any] 卒・兵
    }

game-heianshogi = 平安将棋
side-heianshogi-first = 先手
side-heianshogi-second = 後手
piece-heianshogi-king = 玉将
piece-heianshogi-gold-general = 金将
piece-heianshogi-silver-general = 銀将
piece-heianshogi-knight = 桂馬
piece-heianshogi-lance = 香車
piece-heianshogi-pawn = 歩兵
piece-heianshogi-promoted-pawn = と金
piece-heianshogi-promoted-silver = 成銀
piece-heianshogi-promoted-knight = 成桂
piece-heianshogi-promoted-lance = 成香

game-shoshogi = 小将棋
side-shoshogi-first = 先手
side-shoshogi-second = 後手
piece-shoshogi-king = 玉将
piece-shoshogi-gold-general = 金将
piece-shoshogi-silver-general = 銀将
piece-shoshogi-knight = 桂馬
piece-shoshogi-lance = 香車
piece-shoshogi-pawn = 歩兵
piece-shoshogi-rook = 飛車
piece-shoshogi-bishop = 角行
piece-shoshogi-drunk-elephant = 酔象
piece-shoshogi-promoted-pawn = と金
piece-shoshogi-promoted-silver = 成銀
piece-shoshogi-promoted-knight = 成桂
piece-shoshogi-promoted-lance = 成香
piece-shoshogi-dragon-king = 竜王
piece-shoshogi-dragon-horse = 竜馬
piece-shoshogi-crown-prince = 太子

game-shogi = 将棋
side-shogi-first = 先手
side-shogi-second = 後手
piece-shogi-king = 玉将
piece-shogi-gold-general = 金将
piece-shogi-silver-general = 銀将
piece-shogi-knight = 桂馬
piece-shogi-lance = 香車
piece-shogi-pawn = 歩兵
piece-shogi-rook = 飛車
piece-shogi-bishop = 角行
piece-shogi-promoted-pawn = と金
piece-shogi-promoted-silver = 成銀
piece-shogi-promoted-knight = 成桂
piece-shogi-promoted-lance = 成香
piece-shogi-dragon-king = 竜王
piece-shogi-dragon-horse = 竜馬
