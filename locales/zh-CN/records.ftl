# Simplified Chinese (zh-CN) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

records-paste-discord = 请将棋谱（PGN、KIF 或 CSA）粘贴到 record: 中，或用 file: 附上棋谱文件。
records-paste-matrix = 请将棋谱（PGN、KIF 或 CSA）粘贴在命令之后，或用该命令回复棋谱文件。
records-paste = 请将棋谱（PGN、KIF 或 CSA）粘贴在 /import 之后。

records-read = 已读取 { $format } 棋谱：{ $game } — { $first } 对 { $second }，共 { $plies } 步。
records-read-over = 已读取 { $format } 棋谱：{ $game } — { $first } 对 { $second }，共 { $plies } 步，{ $result }。
records-read-given = 已读取 { $format } 棋谱：{ $game } — { $first } 对 { $second }，共 { $plies } 步，棋谱记载的结果为 { $result }。
records-over = { $summary }对局已结束（{ $reason }）；没有可以继续下的。不指定棋手的 /import 会显示其终局局面。
records-unreachable = { $summary }无法从其终局局面开始对局：{ $reason }。
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary }最后局面，轮到 { $side } 走棋：{ $position }
    如要从这里继续下：{ $challenge }
records-fen = 对局 #{ $id }，第 { $moves } 步之后。{ $position }
records-not-shogi = KIF 和 CSA 只用于将棋对局；请使用 { $pgn }。
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = 对局 #{ $id } 的回放：全部 { $moves } 步，最后停在终局局面。
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = 对局逐步回放（共 { $moves } 步），最后停在这个局面：{ $end }
# /export gif where this bot draws no pictures.
records-no-pictures = 本机器人不绘制图片：其管理员已关闭图片功能。/export pgn 可导出棋谱。

records-file = { $name }
# 聊天中显示在棋谱开头几行上方、文件旁边的标题。
records-attached = { $name }（附件）：

## A record sent as a file (/import): why it cannot be read.
records-file-missing = 附上的文件没有送达；请重新附上。
records-file-reply-unfetched = 无法获取所回复的消息；请改为粘贴棋谱。
# $name (text): the file's name.
records-file-unfetched = 无法下载 { $name }；请重试，或粘贴棋谱。
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } 的大小为 { $size } KB；棋谱文件最大为 { $most } KB。
# $name (text): the file's name.
records-file-not-text = { $name } 不是 UTF-8 文本（是以 Shift_JIS 保存的 KIF 吗？请将其另存为 UTF-8，或粘贴棋谱）。
