# Traditional Chinese (zh-TW) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

records-paste-discord = 請將棋譜（PGN、KIF 或 CSA）貼到 record: 中，或用 file: 附上棋譜檔案。
records-paste-matrix = 請將棋譜（PGN、KIF 或 CSA）貼在指令之後，或用該指令回覆棋譜檔案。
records-paste = 請將棋譜（PGN、KIF 或 CSA）貼在 /import 之後。

records-read = 已讀取 { $format } 棋譜：{ $game } — { $first } 對 { $second }，共 { $plies } 步。
records-read-over = 已讀取 { $format } 棋譜：{ $game } — { $first } 對 { $second }，共 { $plies } 步，{ $result }。
records-read-given = 已讀取 { $format } 棋譜：{ $game } — { $first } 對 { $second }，共 { $plies } 步，棋譜記載的結果為 { $result }。
records-over = { $summary }對局已結束（{ $reason }）；沒有可以繼續下的。不指定棋手的 /import 會顯示其終局局面。
records-unreachable = { $summary }無法從其終局局面開始對局：{ $reason }。
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary }最後局面，輪到 { $side } 走棋：{ $position }
    如要從這裡繼續下：{ $challenge }
records-fen = 對局 #{ $id }，第 { $moves } 步之後。{ $position }
records-not-shogi = KIF 和 CSA 只用於將棋對局；請使用 { $pgn }。
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = 對局 #{ $id } 的重播：全部 { $moves } 步，最後停在終局局面。
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = 對局逐步重播（共 { $moves } 步），最後停在這個局面：{ $end }
# /export gif where this bot draws no pictures.
records-no-pictures = 本機器人不繪製圖片：其管理員已關閉圖片功能。/export pgn 可匯出棋譜。

records-file = { $name }
# 聊天中顯示在棋譜開頭幾行上方、檔案旁邊的標題。
records-attached = { $name }（附件）：

## A record sent as a file (/import): why it cannot be read.
records-file-missing = 附上的檔案沒有送達；請重新附上。
records-file-reply-unfetched = 無法取得所回覆的訊息；請改為貼上棋譜。
# $name (text): the file's name.
records-file-unfetched = 無法下載 { $name }；請重試，或貼上棋譜。
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } 的大小為 { $size } KB；棋譜檔案最大為 { $most } KB。
# $name (text): the file's name.
records-file-not-text = { $name } 不是 UTF-8 文字（是以 Shift_JIS 儲存的 KIF 嗎？請將其另存為 UTF-8，或貼上棋譜）。
