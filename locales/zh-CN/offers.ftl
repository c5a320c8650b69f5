# Simplified Chinese (zh-CN) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

offer-draw-already = 您已在本局提和；请等待对方回应。

offer-draw-blocked = 您上次的提和被拒绝；走完下一步后才能再次提和。

offer-draw-none-to-accept = 对方没有提和，无从接受。

offer-draw-none-to-decline = 对方没有提和，无从拒绝。

offer-draw-declined = { $who } 拒绝了对局 #{ $game } 中的提和。

offer-takeback-rated = 对局 #{ $game } 是积分对局：不能悔棋。

offer-takeback-already = 您已经提出过请求；请等待对方回应。

offer-takeback-no-move = 在对局 #{ $game } 中您没有可以悔的棋。

offer-takeback-none = 对方没有提出悔棋请求。

offer-takeback-declined = { $who } 拒绝了对局 #{ $game } 中的悔棋请求。

offer-takeback-nothing = 没有可以悔的棋。

offer-takeback-not-a-move = 对局 #{ $game }：只能悔回着法，而该着法之后还有 { $action }。

offer-made = { $opponent }，{ $who } 在对局 #{ $game } 中{ $what ->
        [draw] 提和
       *[takeback] 请求悔回上一步棋
    }。{ $answer }
offer-draw-accept-button = 接受和棋
offer-draw-decline-button = 拒绝和棋
offer-takeback-allow-button = 同意悔棋
offer-takeback-refuse-button = 拒绝悔棋
offer-taken-back = 对局 #{ $game }：已悔回 { $count } 步棋。{ $next }。
