# Simplified Chinese (zh-CN) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

platform-answer-buttons = 请点击 { $first } 或 { $second }，或发送 { $yes } 或 { $no }。
platform-answer-reactions = 请用 👍 或 👎 回应，或发送 { $yes } 或 { $no }。
platform-answer = 请用 { $yes } 或 { $no } 回复。
platform-no-game = 没有对局 #{ $id }。
# 讨论串标题。
platform-game-title = { $white } 对 { $black } — { $game } #{ $id }
# 走棋选择器的标签。
platform-drop-label = 打入 { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = 棋子
platform-pass-label = 停一手
# Matrix：已处理过的命令被编辑。
platform-edit-ignored = { $who }：编辑不会被执行：您编辑的命令已经处理过了。请将改正后的命令作为一条新消息发送。
platform-pick-move = 选择走法
console-greeting = Tabiya 控制台：请输入 { $form }，例如 { $example }，或输入 { $help }。
