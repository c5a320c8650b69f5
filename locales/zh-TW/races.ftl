# Traditional Chinese (zh-TW) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

# 列表與句子的拼接。
race-item = { $item }
race-list = { $list }、{ $item }
race-then = { $first }{ $then }

race-cowries-failed = 無法擲貝殼（{ $reason }）；請重試。
race-no-such-rule = Ashtapada 沒有規則選項 { $option }；可用的有 play-on（其餘玩家繼續爭奪名次）和 grace（擲出 4 或 8 後可再擲一次）。
race-invite-yourself = 您不能邀請自己。
race-named-twice = { $who } 被列了兩次。
race-computer-seats = 競速局共有四個座位：電腦最多佔三個。

race-invites = 競速局 #{ $id }：{ $who } 邀請 { $invited } 下 Ashtapada，每次行動限時 { $days } 天。
race-invites-with-rules = 競速局 #{ $id }：{ $who } 邀請 { $invited } 下 Ashtapada，每次行動限時 { $days } 天，規則選項：{ $rules }。
race-seats-in-order = 座位按加入順序分配：{ $join }（或 { $decline }）；所有人回應後即開始。
race-and = { $list } 和 { $item }

race-not-invited = 您未受邀參加競速局 #{ $id }。
race-seated-already = 您在競速局 #{ $id } 中已有座位。
race-joins = { $who } 加入了競速局 #{ $id }。
race-declines = { $who } 謝絕了競速局 #{ $id }。
race-nobody-left = { $said }已沒有其他人可以參加：競速局 #{ $id } 取消。
race-seat = { $who }（{ $seat }，從 { $from } 出發）
race-begins = { $said }競速局 #{ $id } 開始：{ $order }。由 { $who } 先擲：{ $throw }。
race-only-proposer-cancels = 只有發起競速局 #{ $id } 的玩家才能取消它；{ $decline } 可謝絕座位。
race-called-off = 競速局 #{ $id } 已被 { $who } 取消。

race-thrown-already = 競速局 #{ $id }：您已經擲過了；請走一枚棋子（{ $moves }）。
race-refused = 競速局 #{ $id }：{ $reason }
race-throws = 競速局 #{ $id }：{ $who } 擲出 { $value }（{ $openings } 枚開口朝上）。
race-turn-passes = 沒有棋子可以走：輪到下一位。
race-move-with = 請用 { $moves } 走棋。
race-not-a-piece = 競速局 #{ $id }：{ $text } 不是棋子：請輸入 enter、一個格子（c3），或用 c3x2 同時移動疊在一起的兩枚棋子。
race-throw-first = 競速局 #{ $id }：請先擲貝殼（{ $throw }）。
race-illegal = 競速局 #{ $id }：{ $reason }；可走：{ $moves }。
race-moved = 競速局 #{ $id }：{ $moved }

race-over-places = 競速局 #{ $id } 結束：{ $winner } 獲勝；其後依次為 { $rest }。
race-over-winner = 競速局 #{ $id } 結束：{ $winner } 獲勝。
race-over = 競速局 #{ $id } 已結束。
race-to-move = 輪到 { $who } 走棋。
race-to-throw = 輪到 { $who } 擲貝殼。

# 一步中發生的事件。
race-events = { $events }。
race-enters = 一枚棋子進入 { $to }
race-advances = { $count ->
        [1] 一枚棋子
       *[other] 兩枚棋子
    } { $from } → { $to }
race-captures = 吃掉 { $who } 的 { $count } 枚棋子
race-home = 抵達終點

race-no-seat = 您在競速局 #{ $id } 中沒有座位。
race-timed-out-already = 您已因超時離開競速局 #{ $id }。
race-not-your-turn = 競速局 #{ $id }：現在輪到 { $who }。
race-no-such = 沒有競速局 #{ $id }。
race-not-begun = 競速局 #{ $id } 尚未開始：所有受邀者須先回應。
race-begun = 競速局 #{ $id } 已開始。
race-none-waiting = 這裡沒有等待您加入的競速局。{ $challenge } 可發起一局。
race-none-here = 您在這裡沒有競速局。{ $challenge } 可發起一局。
race-several = 您在這裡有多個競速局：{ $races }。請加上 race:ID。
race-number = #{ $id }
race-unreadable = 競速局 #{ $id }：其記錄在第 { $action } 個行動處無法讀取。
race-unreplayable = 競速局 #{ $id }：其記錄在第 { $action } 個行動處無法重放：{ $reason }。
# 棋盤圖的標題。
race-board-title = 競速局 #{ $id } — Ashtapada
# 棋盤圖上的文字與替代文字。
race-board-state = { $home } 枚抵達終點，{ $off } 枚待進入
race-board-finished = 已完賽，第 { $place } 名
race-board-left = 已退出
race-board-threw = { $name } 擲出 { $value }
race-board-open = { $up } 枚開口朝上：走 { $value } 格
race-alt-board = { $title }。Ashtapada 棋盤。
race-alt-shape = { $shape ->
        [circle] 圓形
        [square] 方形
        [triangle] 三角形
       *[diamond] 菱形
    }
race-alt-seat = { $name }（{ $shape }，字母 { $letter }）：{ $pieces }；{ $home } 枚抵達終點，{ $off } 枚待進入。
race-alt-seat-left = { $name }（{ $shape }，字母 { $letter }）：已退出競速局。
race-alt-on = 位於 { $squares }
race-alt-nowhere = 棋盤上沒有棋子
race-alt-double = { $square }（{ $count } 枚疊在一起）
race-alt-throw = 上一次擲貝殼：{ $name }，{ $up } 枚開口朝上，走 { $value } 格。
race-alt-to-play = 輪到 { $name }。

race-reminder = { $who }：您在競速局 #{ $id } 中的行動時間還剩 { $left }。
race-lapsed = 競速局 #{ $id } 已失效：並非所有受邀者都在 { $days } 天內回應。
race-ran-out = 競速局 #{ $id }：{ $who } 超時，帶著自己的棋子退出競速局。

# /games 列表。
race-line-open = 競速局 #{ $id } Ashtapada：等待所有人加入
race-line = 競速局 #{ $id } Ashtapada：{ $turn }
race-line-timed = 競速局 #{ $id } Ashtapada：{ $turn }，剩餘 { $left }
race-your-move = 輪到您走棋
race-your-throw = 輪到您擲貝殼
race-their-turn = 輪到其他玩家
