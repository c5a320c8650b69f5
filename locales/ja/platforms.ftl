# Japanese (ja) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

platform-answer-buttons = { $first } か { $second } を押すか、{ $yes } または { $no } を送信してください。
platform-answer-reactions = 👍 か 👎 でリアクションするか、{ $yes } または { $no } を送信してください。
platform-answer = { $yes } または { $no } で答えてください。
platform-no-game = 対局 #{ $id } はありません。
platform-game-title = { $white } 対 { $black } — { $game } #{ $id }
platform-drop-label = { $piece }を打つ
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = 駒
platform-pass-label = パス
# Matrix：すでに処理したコマンドが編集されたとき。
platform-edit-ignored = { $who }：編集は実行されません。編集されたコマンドはすでに処理済みです。修正したコマンドを新しいメッセージとして送ってください。
platform-pick-move = 指し手を選ぶ
console-greeting = Tabiya コンソール：{ $form } の形式で入力してください（例：{ $example }）。ヘルプは { $help } と入力してください。
