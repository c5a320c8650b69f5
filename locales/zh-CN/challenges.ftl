# Simplified Chinese (zh-CN) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

challenge-declined = { $who } 拒绝了挑战 #{ $id }。

challenge-not-one-you-can = 您无法在这里{ $verb ->
        [accept] 接受
        [decline] 拒绝
       *[cancel] 取消
    }挑战 #{ $id }。

challenge-none-to = 这里没有可供您{ $verb ->
        [accept] 接受
        [decline] 拒绝
       *[cancel] 取消
    }的挑战。

challenge-several = 有多个挑战：{ $ids }。请指明是哪一个，例如 { $example }。

challenge-accept-own = 您不能接受自己发起的挑战。

challenge-accept-not-open = 挑战 #{ $id } 在这里不向您开放；只有被挑战的棋手才能接受。

challenge-game-begins = 对局 #{ $game } 开始：轮到 { $who } 走棋。

challenge-game-starts = 对局 #{ $game }：{ $name } — { $white }（{ $white_side }）对 { $black }（{ $black_side }），{ $rated ->
        [yes] 有积分
       *[no] 无积分
    }，{ $time }{ $from }。由 { $first } 先走。

challenge-from-position = ，从局面 { $position } 开始

challenge-yourself = 您不能挑战自己。

challenge-too-many-open = 您已有 { $count } 个待回应的挑战，已达每位棋手的上限；请先 { $cancel } 其中一个（或等待回应）。

challenge-too-many-to-one = 您已向 { $who } 发出 { $count } 个待回应的挑战；请等待回应，或 { $cancel } 其中一个。

challenge-level-is-computers = level: 是电脑的棋力级别；请用 { $challenge } 挑战电脑。

challenge-computer-casual = 与电脑的对局不计积分；请去掉 rated:yes。

challenge-position-casual = 从自选局面开始的对局不计积分；请去掉 rated:yes。

challenge-cancelled = 挑战 #{ $id } 已取消。

challenge-posted = 挑战 #{ $id }：{ $who } 邀请 { $to } 下一盘{ $rated ->
        [yes] 有积分的
       *[no] 无积分的
    } { $game }{ $options }{ $from }，{ $time }。{ $answer }（有效期至 { $until }）。
challenge-anyone = 这里的任何人
challenge-options = （{ $options }）
challenge-accept-button = 接受
challenge-decline-button = 拒绝
