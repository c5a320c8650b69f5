# Japanese (ja) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

play-abort-too-late = 対局を中止できるのは、両者が1手目を指す前だけです。代わりに引き分けを提案するか、投了してください。
play-not-a-placement = { $drop } は配置の形式ではありません（例：K@e2 — 駒の文字、@、マス）。

# 指し手の後の手番表示。
play-turn-thinking = { $who }（{ $side }）が考え中
play-turn-to-move = { $who }（{ $side }）の手番
play-turn-to-move-away = { $who }（{ $side }）の手番（{ $until } まで休暇中のため、時計は止まっています）
play-your-move = { $who }、対局 #{ $id } はあなたの手番です。

play-game-refused = 対局 #{ $id }：{ $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } は指し手ではありません
refusal-not-legal = { $input } はこの局面では合法手ではありません
refusal-not-legal-but = { $input } はこの局面では合法手ではありません。{ $candidates } のことですか？
refusal-which = { $input } は { $candidates } のいずれとも読めます。どれか指定してください
refusal-list-one = { $item }
refusal-list-comma = { $first }、{ $rest }
refusal-list-or = { $first } または { $rest }
refusal-game-over = 対局は終了しています
refusal-not-your-turn = あなたの手番ではありません
refusal-illegal-move = その手はこの局面では指せません
refusal-jishogi-only-shogi = 持将棋は将棋にしかありません
refusal-impasse-not-your-turn = 持将棋の宣言は自分の手番に行ってください
refusal-impasse-kings-not-entered = 持将棋を宣言できるのは、両方の玉が敵陣に入ってからです
refusal-no-impasse-claim = 受け入れられる持将棋の宣言が相手から出ていません
refusal-setup-chosen-once = 初期配置は最初の一手の前に一度だけ選べます
refusal-no-standard-setup = この局面には変更できる標準の初期配置がありません
refusal-objection-not-now = 異議を唱えられるのは後手の配置の直後だけで、後手の車（ルーク）2枚が同じ列にあるか、車（ルーク）があなたのミンジー（王）と同じ列にある場合に限ります
refusal-objection-not-applicable = ここでは異議を適用できません
refusal-no-count-in-game = この対局には開始できるカウントがありません
refusal-count-not-your-turn = カウントは自分の手番に始めてください
refusal-count-running = カウントはすでに進行中です
refusal-count-pawns-left = 盤の名誉によるカウントは、両者ともビアがなくなってから始められます
refusal-no-count-to-stop = 止められる進行中のカウントがありません
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }。{ $after }
play-after-next = { $next }。
play-after-over = 終局：{ $verdict }。
play-after-over-rated = 終局：{ $verdict }。{ $ratings }

# $kind が "time" なら時間切れ。それ以外は $reason が終局の理由（ending-… メッセージ）。
play-verdict-win = { $result } — { $who } の{ $kind ->
        [time] 時間切れ勝ち
       *[other] 勝ち（{ $reason }）
    }
play-verdict-draw = { $result } — 引き分け{ $kind ->
        [time] （時間切れ）
       *[other] （{ $reason }）
    }
play-over = 対局 #{ $id } は終局しました：{ $verdict }。
play-over-rated = 対局 #{ $id } は終局しました：{ $verdict }。{ $ratings }
play-game-goes-on = 対局は続きます。

# シットゥインの配置。
play-no-arrangement = 保存された配置 { $name } はありません。{ $save } で保存できます。
play-no-arrangement-yours = 保存された配置 { $name } はありません。あなたの配置：{ $yours }。
play-place-none = { $reason } 何も配置されませんでした。/place はすべてを配置するか、何も配置しないかのどちらかです。
play-placed-army = #{ $id } { $who } が駒を { $count } 枚配置：{ $drops }
play-saved-as = { $name } として保存しました。次の対局で { $place } を使ってください。
play-arrangement-saved = { $name }（駒 { $count } 枚）を保存しました。シットゥインの対局で { $place } を使ってください。
play-no-arrangements = 保存された配置はありません。{ $save } で保存できます。
play-hand-empty = 持ち駒はありません。
play-hand = 持ち駒：{ $pieces }。
play-place-short = 対局 #{ $id }：この /place は { $letter }（{ $piece }）を { $asked } 枚置こうとしていますが、置ける残りは { $had } 枚なので、何も配置しませんでした。{ $hand }

# 指し手以外の操作。
play-action = #{ $id } { $action }
play-setup = { $who } が初期配置 { $korean }（{ $key }）を選びました。
play-not-a-setup = { $setup } は初期配置ではありません。masangsangma、sangmamasang、masangmasang、sangmasangma のいずれかを選んでください（마상상마 …）
play-objection = 異議：後番のプレイヤーは車（ルーク）を置き直さなければなりません。
play-count-start = { $who } が盤の名誉によるカウント（64手）を始めました。
play-count-stop = { $who } がカウントを止めました。
play-impasse-counts = { $who } が点数を数えます。
play-impasse-declined = { $who } は応じません（{ $points } 点対あなたの { $yours } 点。24点が必要です）。対局を続けてください。
play-impasse-answer = 点数を数えるには { $accept } を送ってください。
play-impasse-claim = { $who } が持将棋を提案しました：{ $answer }

play-resign-confirm = 対局 #{ $id } を投了しますか？確認のため { $confirm } を送信してください。
play-abort-tournament = 対局 #{ $id } は大会の対局なので中止できません。1手目を指さないプレイヤーは、その持ち時間が切れると不戦敗になります。大会から抜けるには { $withdraw } を使ってください。
play-aborted = 対局 #{ $id } を中止しました。

# 保存された配置の一覧。
play-arrangements = { $lines }
play-arrangement-line = { $name }：{ $placements }
play-resign-button = 投了

# 指し手の説明（マスは盤の画像の表記）。$more は「、…を取る」「、…に成る」をつなげたもの。
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $to }の{ $piece }が{ $more }成る
play-move-takes = 、{ $piece }を取る
play-move-becomes = 、{ $piece }に成る
play-move-promotes-to = { $piece }に
play-move-drop = { $piece }を{ $to }に打つ
play-move-castles = キャスリング
play-move-passes = パス
