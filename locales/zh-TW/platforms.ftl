# Traditional Chinese (zh-TW) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

platform-answer-buttons = 請點選 { $first } 或 { $second }，或傳送 { $yes } 或 { $no }。
platform-answer-reactions = 請用 👍 或 👎 回應，或傳送 { $yes } 或 { $no }。
platform-answer = 請用 { $yes } 或 { $no } 回覆。
platform-no-game = 沒有對局 #{ $id }。
# 討論串標題。
platform-game-title = { $white } 對 { $black } — { $game } #{ $id }
# 走棋選擇器的標籤。
platform-drop-label = 打入 { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = 棋子
platform-pass-label = 停一手
# Matrix：已處理過的指令被編輯。
platform-edit-ignored = { $who }：編輯不會被執行：您編輯的指令已經處理過了。請將修正後的指令以一則新訊息傳送。
platform-pick-move = 選擇走法
console-greeting = Tabiya 主控台：請輸入 { $form }，例如 { $example }，或輸入 { $help }。
