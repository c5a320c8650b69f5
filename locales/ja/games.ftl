# Japanese (ja) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

games-paused = 対局 #{ $id } は、主催者が一時停止した大会の対局です。再開するまで指し手は保留されます。
games-setup-first = 対局 #{ $id }：まず両者が初期配置を選びます：/setup masangsangma、sangmamasang、masangmasang または sangmasangma。
games-not-your-move = 対局 #{ $id } はあなたの手番ではありません。{ $who } の手番です。
games-not-a-player = あなたは対局 #{ $id } の対局者ではありません。
games-several = ここで複数の対局に参加しています：{ $games }。game:ID で指定してください。
games-over = 対局 #{ $id } は終局しています。
games-not-yours = 対局 #{ $id } はあなたの対局ではなく、ここで行われている対局でもありません。
games-none = 進行中の対局はありません。
games-board = 対局 #{ $id }。{ $position }

games-ratings = レーティング：{ $white }、{ $black }。
games-rating-line = { $name } { $old } → { $new }（{ $change }）

# /games：対局とレースを1行ずつ。
games-list = { $lines }
games-line = #{ $id } { $game } 対 { $opponent }：{ $turn ->
        [mine] あなたの手番
       *[theirs] 相手の手番
    }{ $left }
games-left = 、残り { $left }
games-more = …ほか { $count } 局（あなたの手番 { $mine }、相手の手番 { $theirs }）。{ $board } でどの対局も表示できます。
games-vacation = { $until } まで休暇中です。あなたの時計は止まっています。

# 盤面図のキャプション。
games-caption = #{ $id } { $game } — { $white }（{ $white_side }）対 { $black }（{ $black_side }）— { $state }
games-caption-to-move = { $side }の手番
