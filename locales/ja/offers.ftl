# Japanese (ja) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

offer-draw-already = この対局ではすでに引き分けを提案しています。返答をお待ちください。
offer-draw-blocked = 前回の引き分けの提案は拒否されました。次の手を指した後で、もう一度提案できます。
offer-draw-none-to-accept = 承諾できる相手からの引き分けの提案はありません。
offer-draw-none-to-decline = 拒否できる相手からの引き分けの提案はありません。
offer-draw-declined = { $who } が対局 #{ $game } の引き分けの提案を拒否しました。
offer-takeback-rated = 対局 #{ $game } はレート戦のため、待ったはできません。
offer-takeback-already = すでに申し込んでいます。返答をお待ちください。
offer-takeback-no-move = 対局 #{ $game } で戻せるあなたの指し手はありません。
offer-takeback-none = 相手からの待ったの申し込みはありません。
offer-takeback-declined = { $who } が対局 #{ $game } の待ったを拒否しました。
offer-takeback-nothing = 戻せる指し手がありません。
offer-takeback-not-a-move = 対局 #{ $game }：戻せるのは指し手だけですが、その後に { $action } が行われています。

# 相手への提案。$what: draw（引き分け）、takeback（待った）。
offer-made = { $who } が対局 #{ $game } で{ $what ->
        [draw] 引き分けを提案しています
       *[takeback] 待った（直前の自分の手を戻すこと）を申し込んでいます
    }。{ $opponent }、{ $answer }
offer-draw-accept-button = 引き分けを承諾
offer-draw-decline-button = 引き分けを拒否
offer-takeback-allow-button = 待ったを認める
offer-takeback-refuse-button = 待ったを断る
offer-taken-back = 対局 #{ $game }：{ $count }手戻しました。{ $next }。
