# Traditional Chinese (zh-TW) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

play-abort-too-late = 只有在雙方都走棋之前才能中止對局；請改為提和或認輸。

play-not-a-placement = { $drop } 不是有效的佈子，格式應如 K@e2（棋子字母、@、格子）。

# 走棋之後輪到誰（走棋回覆的一部分）。
play-turn-thinking = { $who }（{ $side }）正在思考
play-turn-to-move = 輪到 { $who }（{ $side }）走棋
play-turn-to-move-away = 輪到 { $who }（{ $side }）走棋（休假至 { $until }；計時暫停）
play-your-move = { $who }，對局 #{ $id } 輪到您走棋了。

play-game-refused = 對局 #{ $id }：{ $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } 不是著法
refusal-not-legal = { $input } 在目前局面下不是合法著法
refusal-not-legal-but = { $input } 在目前局面下不是合法著法；您是想走 { $candidates } 嗎？
refusal-which = { $input } 可能指 { $candidates }；請指明是哪一步
refusal-list-one = { $item }
refusal-list-comma = { $first }、{ $rest }
refusal-list-or = { $first } 或 { $rest }
refusal-game-over = 對局已結束
refusal-not-your-turn = 還沒輪到您走棋
refusal-illegal-move = 這步棋在目前局面下不合法
refusal-jishogi-only-shogi = 只有將棋才有持將棋
refusal-impasse-not-your-turn = 請在輪到您走棋時宣告持將棋
refusal-impasse-kings-not-entered = 只有雙方的王都進入敵陣後，才能宣告持將棋
refusal-no-impasse-claim = 對方沒有可供您接受的持將棋宣告
refusal-setup-chosen-once = 佈陣只能在第一步棋之前選擇一次
refusal-no-standard-setup = 這個局面沒有可以更改的標準佈陣
refusal-objection-not-now = 只能在後手方佈子剛完成時提出異議，且須是其兩個車在同一縱線上，或有一個車在您的王所在的縱線上
refusal-objection-not-applicable = 此處無法執行異議
refusal-no-count-in-game = 這盤棋沒有可以開始的數步
refusal-count-not-your-turn = 請在輪到您走棋時開始數步
refusal-count-running = 已經在數步了
refusal-count-pawns-left = 只有雙方都沒有兵時，才能開始盤面計數
refusal-no-count-to-stop = 您沒有正在進行的數步可以停止
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }。{ $after }
play-after-next = { $next }。
play-after-over = 對局結束：{ $verdict }。
play-after-over-rated = 對局結束：{ $verdict }。{ $ratings }

# 對局結果。$kind 為 "time" 時表示超時；否則 $reason 是結束方式（ending-… 訊息）。
play-verdict-win = { $result } — { $who } { $kind ->
        [time] 因對方超時獲勝
       *[other] 獲勝（{ $reason }）
    }
play-verdict-draw = { $result } — { $kind ->
        [time] 超時判和
       *[other] 和棋（{ $reason }）
    }
play-over = 對局 #{ $id } 已結束：{ $verdict }。
play-over-rated = 對局 #{ $id } 已結束：{ $verdict }。{ $ratings }
play-game-goes-on = 對局繼續。

# 緬甸象棋佈子。
play-no-arrangement = 您沒有名為 { $name } 的已儲存佈陣；可用 { $save } 儲存一個
play-no-arrangement-yours = 您沒有名為 { $name } 的已儲存佈陣；您的佈陣有：{ $yours }。
play-place-none = { $reason } 未放置任何棋子：一次 /place 只會全部放置，或一枚也不放。
play-placed-army = #{ $id } { $who } 放置了 { $count } 枚棋子：{ $drops }
play-saved-as = 已儲存為 { $name }：下一局可用 { $place }。
play-arrangement-saved = 已儲存 { $name }（{ $count } 枚棋子）：在緬甸象棋對局中用 { $place } 即可。
play-no-arrangements = 您沒有已儲存的佈陣；{ $save } 可儲存一個。
play-hand-empty = 您手中沒有棋子。
play-hand = 您手中的棋子：{ $pieces }。
play-place-short = 對局 #{ $id }：此 /place 要放下 { $asked } × { $letter }（{ $piece }），但您只剩 { $had } 枚待放，因此未放置任何棋子。{ $hand }

# 不是著法的操作。
play-action = #{ $id } { $action }
play-setup = { $who } 選擇佈陣 { $korean }（{ $key }）。
play-not-a-setup = { $setup } 不是有效的佈陣；請選擇 masangsangma、sangmamasang、masangmasang 或 sangmasangma（마상상마 …）
play-objection = 異議：後手方必須重新放置車。
play-count-start = { $who } 開始數步（盤面計數，64 步）。
play-count-stop = { $who } 停止數步。
play-impasse-counts = { $who } 正在計算點數。
play-impasse-declined = { $who } 拒絕（其 { $points } 點，您 { $yours } 點；需要 24 點）：請繼續對局。
play-impasse-answer = { $accept } 即可計算點數。
play-impasse-claim = { $who } 宣告持將棋：{ $answer }

play-resign-confirm = 確定在對局 #{ $id } 中認輸嗎？請傳送 { $confirm } 確認。
play-abort-tournament = 對局 #{ $id } 是錦標賽對局，不能中止：如果一方始終不走第一步，其時間用完時即判負。如要退出賽事，請 { $withdraw }。
play-aborted = 對局 #{ $id } 已中止。

play-arrangements = { $lines }
play-arrangement-line = { $name }：{ $placements }
play-resign-button = 認輸

# 用文字描述一步棋，格子按棋盤圖上的標示。
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece }在 { $to } 原地升變{ $more }
play-move-takes = ，吃{ $piece }
play-move-becomes = ，變為{ $piece }
play-move-promotes-to = 為{ $piece }
play-move-drop = { $piece }放在 { $to }
play-move-castles = 王車易位
play-move-passes = 停一手
