# Japanese (ja) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

records-paste-discord = 棋譜（PGN、KIF または CSA）を record: に貼り付けるか、file: でファイルを添付してください。
records-paste-matrix = 棋譜（PGN、KIF または CSA）をコマンドの後に貼り付けるか、棋譜ファイルにコマンドで返信してください。
records-paste = 棋譜（PGN、KIF または CSA）を /import の後に貼り付けてください。

records-read = { $format } の棋譜を読み込みました：{ $game } — { $first } 対 { $second }、{ $plies }手。
records-read-over = { $format } の棋譜を読み込みました：{ $game } — { $first } 対 { $second }、{ $plies }手、{ $result }。
records-read-given = { $format } の棋譜を読み込みました：{ $game } — { $first } 対 { $second }、{ $plies }手、棋譜上の結果は { $result }。
records-over = { $summary }この対局は終局しています（{ $reason }）。続きを指すことはできません。プレイヤーを指定せずに /import を使うと最終局面を表示します。
records-unreachable = { $summary }この最終局面から対局を始めることはできません：{ $reason }。
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary }最終局面（{ $side } の手番）：{ $position }
    ここから続けるには：{ $challenge }
records-fen = 対局 #{ $id }、{ $moves }手まで。{ $position }
records-not-shogi = KIF と CSA は将棋の対局用です。{ $pgn } を使ってください。
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = 対局 #{ $id } の再生：全{ $moves }手を再生し、最後の局面で止まります。
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = 対局を一手ずつ再生（{ $moves }手）、この局面で終わります：{ $end }
# /export gif where this bot draws no pictures.
records-no-pictures = このボットは画像を描きません。運営者が画像を無効にしています。/export pgn で棋譜を出力できます。

records-file = { $name }
records-attached = { $name }（添付）：

## A record sent as a file (/import): why it cannot be read.
records-file-missing = 添付ファイルが届きませんでした。もう一度添付してください。
records-file-reply-unfetched = 返信先のメッセージを取得できませんでした。代わりに棋譜を貼り付けてください。
# $name (text): the file's name.
records-file-unfetched = { $name } をダウンロードできませんでした。もう一度お試しいただくか、棋譜を貼り付けてください。
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } は { $size } KB です。棋譜ファイルは最大 { $most } KB までです。
# $name (text): the file's name.
records-file-not-text = { $name } は UTF-8 のテキストではありません（Shift_JIS で保存された KIF ですか？ UTF-8 で保存し直すか、棋譜を貼り付けてください）。
