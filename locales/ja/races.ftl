# Japanese (ja) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }、{ $item }
race-then = { $first }{ $then }

race-cowries-failed = タカラガイを投げられませんでした（{ $reason }）。もう一度お試しください。
race-no-such-rule = アシュタパダにルールオプション { $option } はありません。使えるのは play-on（残りのプレイヤーが順位を争って続ける）と grace（4か8が出たらもう一度投げる）です。
race-invite-yourself = 自分自身は招待できません。
race-named-twice = { $who } が2回指定されています。
race-computer-seats = レースの席は4つです。コンピューターが使えるのは最大3席です。

race-invites = レース #{ $id }：{ $who } が { $invited } をアシュタパダに招待しました。1回の行動につき { $days } 日です。
race-invites-with-rules = レース #{ $id }：{ $who } が { $invited } をアシュタパダに招待しました。1回の行動につき { $days } 日、ルール：{ $rules }。
race-seats-in-order = 席は参加した順に決まります：{ $join }（または { $decline }）。全員が返答すると始まります。
race-and = { $list }、{ $item }

race-not-invited = レース #{ $id } に招待されていません。
race-seated-already = すでにレース #{ $id } に席があります。
race-joins = { $who } がレース #{ $id } に参加しました。
race-declines = { $who } がレース #{ $id } への参加を断りました。
race-nobody-left = { $said }ほかに参加者がいないため、レース #{ $id } は中止になりました。
race-seat = { $who }（{ $seat }、{ $from } から）
race-begins = { $said }レース #{ $id } 開始：{ $order }。最初に投げるのは { $who } です：{ $throw }。
race-only-proposer-cancels = レース #{ $id } を中止できるのは提案したプレイヤーだけです。席を断るには { $decline } を使ってください。
race-called-off = レース #{ $id } は { $who } によって中止されました。

race-thrown-already = レース #{ $id }：すでに投げています。駒を動かしてください（{ $moves }）。
race-refused = レース #{ $id }：{ $reason }
race-throws = レース #{ $id }：{ $who } が投げて { $value }（開いた貝 { $openings } 枚）。
race-turn-passes = 動かせる駒がありません。手番が移ります。
race-move-with = { $moves } で動かしてください。
race-not-a-piece = レース #{ $id }：{ $text } は駒ではありません。enter、マス（c3）、または重なった2枚を一緒に動かす c3x2 を指定してください。
race-throw-first = レース #{ $id }：先に投げてください（{ $throw }）。
race-illegal = レース #{ $id }：{ $reason }。可能な手：{ $moves }。
race-moved = レース #{ $id }：{ $moved }

race-over-places = レース #{ $id } 終了：{ $winner } の勝ち。続いて { $rest }。
race-over-winner = レース #{ $id } 終了：{ $winner } の勝ち。
race-over = レース #{ $id } は終了しました。
race-to-move = { $who } が駒を動かす番です。
race-to-throw = { $who } が投げる番です。

# 1手の出来事。
race-events = { $events }。
race-enters = 駒が { $to } に入る
race-advances = 駒 { $count } 枚 { $from } → { $to }
race-captures = { $who } の駒を { $count } 枚取る
race-home = 上がり

race-no-seat = レース #{ $id } に席がありません。
race-timed-out-already = 時間切れにより、レース #{ $id } から退出しています。
race-not-your-turn = レース #{ $id }：{ $who } の番です。
race-no-such = レース #{ $id } はありません。
race-not-begun = レース #{ $id } はまだ始まっていません。先に招待された全員が返答する必要があります。
race-begun = レース #{ $id } はすでに始まっています。
race-none-waiting = ここにはあなたを待っているレースはありません。{ $challenge } で新しく始められます。
race-none-here = ここにはあなたのレースはありません。{ $challenge } で始められます。
race-several = ここで複数のレースに参加しています：{ $races }。race:ID で指定してください。
race-number = #{ $id }
race-unreadable = レース #{ $id }：行動 { $action } の時点で記録を読み込めません。
race-unreplayable = レース #{ $id }：行動 { $action } の時点で記録を再現できません：{ $reason }。
race-board-title = レース #{ $id } — アシュタパダ
# 盤の画像の文字と代替テキスト。
race-board-state = 上がり { $home } 枚、盤外 { $off } 枚
race-board-finished = 完走、{ $place } 位
race-board-left = 退出
race-board-threw = { $name } が投げて { $value }
race-board-open = 開いた貝 { $up } 枚：{ $value } マス
race-alt-board = { $title }。アシュタパダの盤。
race-alt-shape = { $shape ->
        [circle] 丸
        [square] 四角
        [triangle] 三角
       *[diamond] ひし形
    }
race-alt-seat = { $name }（{ $shape }、文字 { $letter }）：{ $pieces }。上がり { $home } 枚、盤外 { $off } 枚。
race-alt-seat-left = { $name }（{ $shape }、文字 { $letter }）：レースから退出しました。
race-alt-on = { $squares } に駒
race-alt-nowhere = 盤上に駒なし
race-alt-double = { $square }（{ $count } 枚重なり）
race-alt-throw = 最後の投げ：{ $name }、開いた貝 { $up } 枚、{ $value } マス。
race-alt-to-play = { $name } の番です。

race-reminder = { $who }：レース #{ $id } で行動するまでの残り時間は { $left } です。
race-lapsed = レース #{ $id } は不成立になりました：招待された全員が { $days } 日以内に返答しませんでした。
race-ran-out = レース #{ $id }：{ $who } は時間切れのため、自分の駒とともにレースから退出します。

# /games の行。
race-line-open = レース #{ $id } アシュタパダ：全員の参加待ち
race-line = レース #{ $id } アシュタパダ：{ $turn }
race-line-timed = レース #{ $id } アシュタパダ：{ $turn }、残り { $left }
race-your-move = あなたが動かす番
race-your-throw = あなたが投げる番
race-their-turn = 相手の番
