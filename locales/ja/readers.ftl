# Japanese (ja) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

# どれも句点のない節で、別のメッセージが文に組み込みます。プレイヤーが書いたものはコードとして引用し、翻訳しません。

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = 閉じる ] のないタグがあります
reader-not-a-tag = { $text } はタグではありません
reader-tag-unquoted = { $tag } タグの値は引用符で囲む必要があります
reader-unknown-game = { $text } は Tabiya で遊べるゲームではありません
reader-other-game = この棋譜は { $named } ではなく { $record } のものです
reader-no-game-named = どのゲームかを示す Variant タグがありません。{ $option } で指定してください
reader-fen-tag = その FEN を読み込めません：{ $reason }
reader-not-legal-like = { $input } はこの局面では合法手ではありません（似た手：{ $candidates }）
reader-ambiguous = { $input } は { $candidates } のいずれとも読めます
reader-refused = { $input }：{ $reason }
reader-handicap = インポートできるのは平手の対局だけで、{ $handicap } はインポートできません
reader-not-a-piece-in-hand = { $text } は持ち駒として読めません
reader-not-a-count = { $text } の末尾が駒の枚数になっていません
reader-too-many-rows = 盤面図が { $rows } 段を超えています
reader-row-width = 盤面図の各段は { $squares } マスでなければなりません
reader-not-a-piece = { $text } は駒ではありません
reader-off-board = 盤面図に盤外のマスがあります
reader-diagram = 盤面図が正しい局面ではありません：{ $reason }
reader-start-after-moves = 開始局面は指し手より前に書く必要があります
reader-turn-after-moves = どちらが先に指すかは指し手より前に書く必要があります
reader-not-a-time = { $text } は時間ではありません
reader-several-games = このファイルには複数の対局が入っています。1局だけ送ってください
reader-after-end = { $text } が終局の後に書かれています
reader-not-a-statement = { $text } は CSA の記述ではありません
reader-not-a-start-line = { $text } は CSA の開始局面の行ではありません
reader-not-a-handicap = { $text } は駒落ちの指定ではありません：PI82HI のようにマスと駒で書きます
reader-not-a-square = { $text } は盤上にないマスを指しています
reader-nothing-to-take-off = { $text } は { $square } から駒を取り除こうとしていますが、そこに駒はありません
reader-not-a-board-line = { $text } は盤の1段分の9マスになっていません
reader-not-squares-and-pieces = { $text } はマスと駒の並びではありません
reader-all-remaining = { $text }（残りの駒すべて）の読み込みには対応していません
reader-not-in-hand = { $text } は持ち駒にできません
reader-start = 開始局面を使えません：{ $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN が空です
reader-fen-ranks = FEN には { $found } 段ありますが、この盤は { $board } 段です
reader-fen-plus-before-digit = 数字の前に + があります
reader-fen-empty-run = 空きマスの数が 0 になっています
reader-fen-double-plus = ++ の付いた駒があります
reader-fen-not-a-piece = { $text } はこのゲームの駒ではありません
reader-fen-rank-too-long = { $rank } 段目が盤の幅より長くなっています
reader-fen-off-board = 盤外のマスがあります
reader-fen-plus-at-end = + で終わる段があります
reader-fen-rank-width = { $rank } 段目は { $found } 列ありますが、この盤は { $board } 列です
reader-fen-hand-unclosed = 持ち駒に閉じる ] がありません
reader-fen-hand-text-after = 持ち駒の ] の後に文字が続いています
reader-fen-no-hands = このゲームには持ち駒がありません
reader-fen-count-without-piece = 持ち駒の中に、後ろに駒のない枚数があります
reader-fen-hand-not-a-piece = 持ち駒の { $text } はこのゲームの駒ではありません
reader-fen-hand-too-many = 持ち駒が多すぎます
reader-fen-turn = { $text } は手番を表していません：w か b です
reader-fen-rights = 権利のフィールド { $text } を読み込めません
reader-fen-count = カウントのフィールド { $text } を読み込めません
reader-fen-halfmoves = 半手カウンター { $text } が数値ではありません
reader-fen-fullmoves = 手数 { $text } が数値ではありません
reader-fen-trailing = FEN の最後のフィールドの後に { $text } が続いています

## A position no game could have.
reader-position-off-board = { $square } に駒がありますが、この盤の外です
reader-position-unknown-piece = このゲームにない駒が置かれています
reader-position-missing-king = { $side } に王がありません
reader-position-too-many-kings = { $side } に王が2枚以上あります
reader-position-hand-too-large = 持ち駒が多すぎます
reader-position-opposite-check = 手番でない側に王手がかかっています
reader-position-pawn-on-back-rank = { $square } のポーン（歩）が自陣の1段目にあります
reader-position-unreachable = { $side } の { $square } の{ $piece }は、どんな対局でも行き着けない位置にあります
reader-position-too-many-pieces = { $side } の{ $piece }が、このゲームの駒一式（成りを含む）で用意できる数より多くなっています
reader-position-double-pawn = { $side } は { $square } の筋に成っていない歩が2枚あります
reader-position-already-over = 対局が始まる前に終わってしまいます（指せる手がないか、すでに決着しています）

## Ashtapada: why a race refused an action.
reader-race-no-throw = 先にタカラガイを投げてください
reader-race-thrown = タカラガイはもう投げています：駒を動かしてください
reader-race-illegal = この出目では { $input } はできません
