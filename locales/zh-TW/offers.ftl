# Traditional Chinese (zh-TW) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

offer-draw-already = 您已在本局提和；請等待對方回應。

offer-draw-blocked = 您上次的提和被拒絕；走完下一步後才能再次提和。

offer-draw-none-to-accept = 對方沒有提和，無從接受。

offer-draw-none-to-decline = 對方沒有提和，無從拒絕。

offer-draw-declined = { $who } 拒絕了對局 #{ $game } 中的提和。

offer-takeback-rated = 對局 #{ $game } 是積分對局：不能悔棋。

offer-takeback-already = 您已經提出過請求；請等待對方回應。

offer-takeback-no-move = 在對局 #{ $game } 中您沒有可以悔的棋。

offer-takeback-none = 對方沒有提出悔棋請求。

offer-takeback-declined = { $who } 拒絕了對局 #{ $game } 中的悔棋請求。

offer-takeback-nothing = 沒有可以悔的棋。

offer-takeback-not-a-move = 對局 #{ $game }：只能悔回著法，而該著法之後還有 { $action }。

offer-made = { $opponent }，{ $who } 在對局 #{ $game } 中{ $what ->
        [draw] 提和
       *[takeback] 請求悔回上一步棋
    }。{ $answer }
offer-draw-accept-button = 接受和棋
offer-draw-decline-button = 拒絕和棋
offer-takeback-allow-button = 同意悔棋
offer-takeback-refuse-button = 拒絕悔棋
offer-taken-back = 對局 #{ $game }：已悔回 { $count } 步棋。{ $next }。
