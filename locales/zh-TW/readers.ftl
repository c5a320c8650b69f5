# Traditional Chinese (zh-TW) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

# 每條都是不帶句號的分句，由其他訊息放進句子中。棋手寫的內容作為代碼原樣引用，不翻譯。

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = 有一個標籤缺少結尾的 ]
reader-not-a-tag = { $text } 不是標籤
reader-tag-unquoted = { $tag } 標籤的值需要加引號
reader-unknown-game = { $text } 不是 Tabiya 支援的棋類
reader-other-game = 這是 { $record } 的棋譜，而不是 { $named } 的
reader-no-game-named = 沒有 Variant 標籤說明這是哪種棋；請用 { $option } 指明
reader-fen-tag = 其中的 FEN 無法讀取：{ $reason }
reader-not-legal-like = { $input } 在目前局面下不是合法著法（類似的著法：{ $candidates }）
reader-ambiguous = { $input } 可能指 { $candidates }
reader-refused = { $input }：{ $reason }
reader-handicap = 只能匯入平手對局，不能匯入 { $handicap }
reader-not-a-piece-in-hand = 無法把 { $text } 讀作手中的棋子
reader-not-a-count = { $text } 的結尾不是棋子的數量
reader-too-many-rows = 局面圖超過 { $rows } 橫列
reader-row-width = 局面圖的每一橫列應有 { $squares } 格
reader-not-a-piece = { $text } 不是棋子
reader-off-board = 局面圖中有一格在棋盤之外
reader-diagram = 局面圖不是合法的局面：{ $reason }
reader-start-after-moves = 初始局面必須寫在著法之前
reader-turn-after-moves = 哪一方先走必須在著法之前寫明
reader-not-a-time = { $text } 不是時間
reader-several-games = 此檔案包含多盤對局；請只傳送一盤
reader-after-end = { $text } 出現在對局結束之後
reader-not-a-statement = { $text } 不是 CSA 語句
reader-not-a-start-line = { $text } 不是 CSA 的初始局面行
reader-not-a-handicap = { $text } 不是讓子設定：應寫成格子和棋子，如 PI82HI
reader-not-a-square = { $text } 指定的格子不在棋盤上
reader-nothing-to-take-off = { $text } 要從 { $square } 拿走一枚棋子，但那裡沒有棋子
reader-not-a-board-line = { $text } 不是棋盤一橫列的九個格子
reader-not-squares-and-pieces = { $text } 不是格子和棋子
reader-all-remaining = 不支援讀取 { $text }（其餘全部棋子）
reader-not-in-hand = { $text } 不能持在手中
reader-start = 初始局面無法使用：{ $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN 是空的
reader-fen-ranks = FEN 有 { $found } 個橫列，而此棋盤有 { $board } 個橫列
reader-fen-plus-before-digit = 有一個 + 位於數字之前
reader-fen-empty-run = 有一處連續空格數寫成了 0
reader-fen-double-plus = 有一枚棋子寫成了 ++
reader-fen-not-a-piece = { $text } 不是這種棋的棋子
reader-fen-rank-too-long = 第 { $rank } 橫列比棋盤的寬度還長
reader-fen-off-board = 有一格在棋盤之外
reader-fen-plus-at-end = 有一個橫列以 + 結尾
reader-fen-rank-width = 第 { $rank } 橫列有 { $found } 個直行，而此棋盤有 { $board } 個直行
reader-fen-hand-unclosed = 手中棋子部分缺少結尾的 ]
reader-fen-hand-text-after = 手中棋子部分的 ] 之後還有文字
reader-fen-no-hands = 這種棋沒有手中的棋子
reader-fen-count-without-piece = 手中棋子部分有一個數量後面沒有棋子
reader-fen-hand-not-a-piece = 手中棋子部分的 { $text } 不是這種棋的棋子
reader-fen-hand-too-many = 手中的棋子過多
reader-fen-turn = { $text } 不是走棋方：應為 w 或 b
reader-fen-rights = 無法讀取權利欄位 { $text }
reader-fen-count = 無法讀取數步欄位 { $text }
reader-fen-halfmoves = 半回合計數 { $text } 不是數字
reader-fen-fullmoves = 回合數 { $text } 不是數字
reader-fen-trailing = FEN 的最後一個欄位之後還有 { $text }

## A position no game could have.
reader-position-off-board = 有一枚棋子位於 { $square }，在此棋盤之外
reader-position-unknown-piece = 局面中有一枚這種棋沒有的棋子
reader-position-missing-king = { $side } 沒有王
reader-position-too-many-kings = { $side } 有不止一個王
reader-position-hand-too-large = 雙方手中的棋子過多
reader-position-opposite-check = 不該走棋的一方正被將軍
reader-position-pawn-on-back-rank = 有一個兵位於己方的底線上，在 { $square }
reader-position-unreachable = { $side } 在 { $square } 的{ $piece }所處的位置，是任何對局都不可能走到的
reader-position-too-many-pieces = { $side } 的{ $piece }多於這種棋的一副棋子（連同升變）所能提供的數量
reader-position-double-pawn = { $side } 在 { $square } 所在的縱線上有兩枚未升變的步兵
reader-position-already-over = 對局還沒開始就已結束（無棋可走，或勝負已定）

## Ashtapada: why a race refused an action.
reader-race-no-throw = 請先擲貝殼
reader-race-thrown = 貝殼已經擲出：請走一枚棋子
reader-race-illegal = 這次擲出的結果無法走 { $input }
