# Simplified Chinese (zh-CN) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

# 每条都是不带句号的分句，由其他消息放进句子中。棋手写的内容作为代码原样引用，不翻译。

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = 有一个标签缺少结尾的 ]
reader-not-a-tag = { $text } 不是标签
reader-tag-unquoted = { $tag } 标签的值需要加引号
reader-unknown-game = { $text } 不是 Tabiya 支持的棋类
reader-other-game = 这是 { $record } 的棋谱，而不是 { $named } 的
reader-no-game-named = 没有 Variant 标签说明这是哪种棋；请用 { $option } 指明
reader-fen-tag = 其中的 FEN 无法读取：{ $reason }
reader-not-legal-like = { $input } 在当前局面下不是合法着法（类似的着法：{ $candidates }）
reader-ambiguous = { $input } 可能指 { $candidates }
reader-refused = { $input }：{ $reason }
reader-handicap = 只能导入平手对局，不能导入 { $handicap }
reader-not-a-piece-in-hand = 无法把 { $text } 读作手中的棋子
reader-not-a-count = { $text } 的结尾不是棋子的数量
reader-too-many-rows = 局面图超过 { $rows } 行
reader-row-width = 局面图的每一行应有 { $squares } 格
reader-not-a-piece = { $text } 不是棋子
reader-off-board = 局面图中有一格在棋盘之外
reader-diagram = 局面图不是合法的局面：{ $reason }
reader-start-after-moves = 初始局面必须写在着法之前
reader-turn-after-moves = 哪一方先走必须在着法之前写明
reader-not-a-time = { $text } 不是时间
reader-several-games = 此文件包含多盘对局；请只发送一盘
reader-after-end = { $text } 出现在对局结束之后
reader-not-a-statement = { $text } 不是 CSA 语句
reader-not-a-start-line = { $text } 不是 CSA 的初始局面行
reader-not-a-handicap = { $text } 不是让子设定：应写成格子和棋子，如 PI82HI
reader-not-a-square = { $text } 指定的格子不在棋盘上
reader-nothing-to-take-off = { $text } 要从 { $square } 拿走一枚棋子，但那里没有棋子
reader-not-a-board-line = { $text } 不是棋盘一行的九个格子
reader-not-squares-and-pieces = { $text } 不是格子和棋子
reader-all-remaining = 不支持读取 { $text }（其余全部棋子）
reader-not-in-hand = { $text } 不能持在手中
reader-start = 初始局面无法使用：{ $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN 为空
reader-fen-ranks = FEN 有 { $found } 个横行，而此棋盘有 { $board } 个横行
reader-fen-plus-before-digit = 有一个 + 位于数字之前
reader-fen-empty-run = 有一处连续空格数写成了 0
reader-fen-double-plus = 有一枚棋子写成了 ++
reader-fen-not-a-piece = { $text } 不是这种棋的棋子
reader-fen-rank-too-long = 第 { $rank } 横行比棋盘的宽度还长
reader-fen-off-board = 有一格在棋盘之外
reader-fen-plus-at-end = 有一个横行以 + 结尾
reader-fen-rank-width = 第 { $rank } 横行有 { $found } 个纵列，而此棋盘有 { $board } 个纵列
reader-fen-hand-unclosed = 手中棋子部分缺少结尾的 ]
reader-fen-hand-text-after = 手中棋子部分的 ] 之后还有文字
reader-fen-no-hands = 这种棋没有手中的棋子
reader-fen-count-without-piece = 手中棋子部分有一个数量后面没有棋子
reader-fen-hand-not-a-piece = 手中棋子部分的 { $text } 不是这种棋的棋子
reader-fen-hand-too-many = 手中的棋子过多
reader-fen-turn = { $text } 不是走棋方：应为 w 或 b
reader-fen-rights = 无法读取权利字段 { $text }
reader-fen-count = 无法读取数步字段 { $text }
reader-fen-halfmoves = 半回合计数 { $text } 不是数字
reader-fen-fullmoves = 回合数 { $text } 不是数字
reader-fen-trailing = FEN 的最后一个字段之后还有 { $text }

## A position no game could have.
reader-position-off-board = 有一枚棋子位于 { $square }，在此棋盘之外
reader-position-unknown-piece = 局面中有一枚这种棋没有的棋子
reader-position-missing-king = { $side } 没有王
reader-position-too-many-kings = { $side } 有不止一个王
reader-position-hand-too-large = 双方手中的棋子过多
reader-position-opposite-check = 不该走棋的一方正被将军
reader-position-pawn-on-back-rank = 有一个兵位于己方的底线上，在 { $square }
reader-position-unreachable = { $side } 在 { $square } 的{ $piece }所处的位置，是任何对局都不可能走到的
reader-position-too-many-pieces = { $side } 的{ $piece }多于这种棋的一副棋子（连同升变）所能提供的数量
reader-position-double-pawn = { $side } 在 { $square } 所在的纵线上有两枚未升变的步兵
reader-position-already-over = 对局还没开始就已结束（无棋可走，或胜负已定）

## Ashtapada: why a race refused an action.
reader-race-no-throw = 请先掷贝壳
reader-race-thrown = 贝壳已经掷出：请走一枚棋子
reader-race-illegal = 这次掷出的结果无法走 { $input }
