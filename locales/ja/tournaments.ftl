# Japanese (ja) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

tournament-title = 大会 #{ $id }
# $name は主催者が付けた名前（翻訳しない）。
tournament-title-named = 大会 #{ $id }「{ $name }」

tournament-per-move = 1手 { $days } 日

tournament-too-many = このチャンネルでは、受付中または対局中の大会がすでに { $running } 件あり、これが上限です。どれかが終わってから作成してください。

tournament-vacation-cap = 休暇は1人あたり最大 { $days } 日です。
tournament-until = （{ $time } まで）
tournament-standard-rules = 標準ルール
tournament-options = （{ $options }）

# スイス式の作成。$rounds が 0 なら参加人数に合わせる。
tournament-created-swiss = { $name }：{ $game } のスイス式（{ $rounds ->
        [0] ラウンド数は参加人数に合わせて決定
       *[other] 全{ $rounds }ラウンド
    }）、{ $rules }、{ $per_move }、{ $rated ->
        [yes] レート戦
       *[no] 非レート戦
    }、最大 { $size } 人、主催：{ $organizer }。組み合わせは FIDE ダッチ方式で1ラウンドずつ決めます。1ラウンドは最長 { $round_days } 日で、その時点で終わっていない対局は引き分けとします。{ $cap }{ $join } で参加できます{ $until }。主催者が { $start } で開始します。

# 総当たり戦の作成。$cycles: 1（1回）または 2（2回）。
tournament-created-round-robin = { $name }：{ $game }{ $options } の{ $cycles ->
        [2] 2回総当たり戦
       *[other] 総当たり戦
    }、{ $per_move }、{ $rated ->
        [yes] レート戦
       *[no] 非レート戦
    }、最大 { $size } 人、主催：{ $organizer }。{ $join } で参加できます{ $until }。主催者が { $start } で開始します。{ $cap }

tournament-not-taking = { $name } は参加者を受け付けていません。
tournament-registration-closed-at = { $name } の参加受付は { $time } に締め切られました。
tournament-full = { $name } は満員です（{ $count } 人）。
tournament-already-in = すでに { $name } に参加しています。
tournament-joins = { $who } が { $name } に参加しました（{ $count } 人）。
tournament-started-withdraw = { $name } はすでに始まっています。{ $withdraw } で棄権できます（未対局の対局は不戦敗になります）。
tournament-you-are-not-in = { $name } に参加していません。
tournament-leaves = { $who } が { $name } から抜けました。
tournament-already-started = { $name } はすでに始まっています。
tournament-has-started = { $name } はすでに始まっています。
tournament-open-again = { $name } の参加受付を再開しました：{ $join }。
tournament-closed = { $name } の参加受付を締め切りました。

tournament-organizer-only = { $name } で{ $action ->
        [start] 開始
        [open] 参加受付の開始
        [close] 参加受付の締め切り
        [replace] プレイヤーの交代
        [pause] 一時停止
        [resume] 再開
        [adjudicate] 裁定
        [withdraw] ほかのプレイヤーの棄権処理
       *[cancel] 中止
    }ができるのは、主催者の { $organizer } だけです。

tournament-not-started-replace = { $name } はまだ始まっていません。参加と退出はプレイヤー自身が行います。
tournament-not-playing = { $who } は { $name } で対局していません。
tournament-already-has = { $who } はすでに { $name } に参加しています。
tournament-replaces = { $name } で { $new } が { $old } と交代しました：席と、未終局の対局 { $moved } 局を引き継ぎます。終局済みの対局の結果はそのまま有効です。

tournament-not-running = { $name } は進行中ではありません。
tournament-game-missing = { $name } の対局 #{ $game } がデータベースにありません。何も変更されていません。
tournament-paused = { $name } を一時停止しました：{ $stopped } 局の時計が止まっています。主催者が再開するまで指し手は保留されます。
tournament-not-paused = { $name } は一時停止していません。
tournament-missing = { $name } がデータベースにありません。
tournament-resumes = { $name } を再開しました：{ $count } 局の時計が、それぞれ残っていた時間で再び動き始めます。

tournament-which-game = どの対局ですか？{ $usage }
tournament-not-its-game = 対局 #{ $game } は { $name } の対局ではありません。
tournament-no-such-game = 対局 #{ $game } はありません。
tournament-game-over = 対局 #{ $game } は終局しています。
tournament-adjudicated = 対局 #{ $game } は終局しました：裁定により { $result }（{ $name }）。
tournament-adjudicated-rated = 対局 #{ $game } は終局しました：裁定により { $result }（{ $name }）。{ $ratings }
tournament-not-in = { $who } は { $name } に参加していません。
tournament-already-over = { $name } はすでに終了しています。
tournament-cancelled = { $name } は中止されました{ $aborted ->
        [0] {""}
       *[other] 。対局中だった { $aborted } 局も中止されました
    }。

tournament-no-such = 大会 #{ $id } はありません。
tournament-none-here = ここには大会がありません。{ $create } で作成できます。
tournament-several = ここでは複数の大会が行われています：{ $ids }。番号を指定してください。

tournament-too-few = { $name } を始めるには3人以上が必要です。現在 { $count } 人です。
tournament-too-few-swiss = スイス式の { $name } を始めるには4人以上が必要です。現在 { $count } 人です。
tournament-starts = { $name } 開始：{ $players } 人、全 { $games } 局を一斉に開始します（{ $per_move }）。開始番号：{ $numbers }。{ $pairings } で対局の一覧、{ $mine } であなたの対局を表示できます。
tournament-starts-swiss =
    { $name } 開始：{ $players } 人による全{ $rounds }ラウンドのスイス式{ $note }、{ $per_move }。開始番号：{ $numbers }。
    { $first }
tournament-rounds-capped = （{ $asked } ラウンドが指定されましたが、{ $players } 人で可能なのは最大 { $most } ラウンドです）
tournament-seat = { $number }. { $player }

# /mypairings。
tournament-mine-none-in = 進行中の大会 #{ $id } に参加していません。
tournament-mine-none = 進行中の大会に参加していません。
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] 、第{ $round }ラウンド（全{ $rounds }ラウンド）{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] （一時停止中）
       *[no] {""}
    }：
tournament-mine-round-ends = （ラウンド終了まで { $left }）
tournament-mine-game = { "  " }#{ $game } 第{ $round }ラウンド 対 { $opponent }（{ $side }）：{ $turn ->
        [mine] あなたの手番
       *[theirs] 相手の手番
    }{ $left }
tournament-mine-left = 、残り { $left }
tournament-mine-bye = { "  " }このラウンドは不戦勝（1点）
tournament-mine-waiting = { "  " }対局なし：次のラウンド待ち

tournament-unpairable =
    { $name } は第{ $round }ラウンドで終了します：第{ $next }ラウンドの組み合わせが作れません（{ $why }）。最終順位：
    { $table }
tournament-board = { $board }. #{ $game } { $white }（{ $w }）– { $black }（{ $b }）
tournament-bye = 不戦勝（1点）：{ $who }（{ $number }）
tournament-round =
    { $name }、第{ $round }ラウンド（全{ $rounds }ラウンド）、期限 { $until }：
    { $lines }
tournament-game-begins = 対局 #{ $game }（{ $name }、第{ $round }ラウンド）開始：{ $who }、あなたの手番です。
tournament-round-deadline = 対局 #{ $game } は終局しました：{ $name } の第{ $round }ラウンドが期限に達したため、引き分けとします。

tournament-already-withdrawn = { $who } はすでに棄権しています。
tournament-over = { $name } は終了しました。
tournament-withdraws = { $who } が { $name } を棄権しました。未対局の { $count } 局は不戦敗になります。
tournament-final =
    { $name } は終了しました。最終順位：
    { $table }

# 順位表の1行。ブッフホルツ・カット1、メディアン・ブッフホルツ、ゾンネボルン・ベルガー（SB）、累進スコア。
tournament-line-swiss = { $rank }. { $player } { $points }（ブッフホルツ・カット1 { $bc1 }、メディアン { $median }、SB { $sb }、累進 { $progressive }）{ $withdrew ->
        [yes] 、棄権
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points }（SB { $sb }、{ $wins } 勝）{ $withdrew ->
        [yes] 、棄権
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } はまだ始まっていません。
tournament-registered = { $name } はまだ始まっていません。登録 { $count } 人：{ $names }。
tournament-standings =
    { $name } — { $state }：
    { $table }
tournament-state-final = 最終順位
tournament-state-cancelled = 中止
tournament-state-playing = 対局中 { $count } 局
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = 第{ $round }ラウンド：{ $items }
tournament-pairings-bye = { " " }不戦勝 { $who }；
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result }；
tournament-result-forfeit = { $result }（不戦）
tournament-result-in-play = 対局中

## The crosstable's picture: its columns and its words.
tournament-chart-player = プレイヤー
tournament-chart-points = 得点
tournament-chart-tiebreak = タイブレーク
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ；{ $rank }. { $name }（開始番号 { $number }）：{ $points } 点、{ $tiebreak }
