# Traditional Chinese (zh-TW) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

challenge-declined = { $who } 拒絕了挑戰 #{ $id }。

challenge-not-one-you-can = 您無法在這裡{ $verb ->
        [accept] 接受
        [decline] 拒絕
       *[cancel] 取消
    }挑戰 #{ $id }。

challenge-none-to = 這裡沒有可供您{ $verb ->
        [accept] 接受
        [decline] 拒絕
       *[cancel] 取消
    }的挑戰。

challenge-several = 有多個挑戰：{ $ids }。請指明是哪一個，例如 { $example }。

challenge-accept-own = 您不能接受自己發起的挑戰。

challenge-accept-not-open = 挑戰 #{ $id } 在這裡不向您開放；只有被挑戰的棋手才能接受。

challenge-game-begins = 對局 #{ $game } 開始：輪到 { $who } 走棋。

challenge-game-starts = 對局 #{ $game }：{ $name } — { $white }（{ $white_side }）對 { $black }（{ $black_side }），{ $rated ->
        [yes] 有積分
       *[no] 無積分
    }，{ $time }{ $from }。由 { $first } 先走。

challenge-from-position = ，從局面 { $position } 開始

challenge-yourself = 您不能挑戰自己。

challenge-too-many-open = 您已有 { $count } 個待回應的挑戰，已達每位棋手的上限；請先 { $cancel } 其中一個（或等待回應）。

challenge-too-many-to-one = 您已向 { $who } 發出 { $count } 個待回應的挑戰；請等待回應，或 { $cancel } 其中一個。

challenge-level-is-computers = level: 是電腦的棋力級別；請用 { $challenge } 挑戰電腦。

challenge-computer-casual = 與電腦的對局不計積分；請去掉 rated:yes。

challenge-position-casual = 從自選局面開始的對局不計積分；請去掉 rated:yes。

challenge-cancelled = 挑戰 #{ $id } 已取消。

challenge-posted = 挑戰 #{ $id }：{ $who } 邀請 { $to } 下一盤{ $rated ->
        [yes] 有積分的
       *[no] 無積分的
    } { $game }{ $options }{ $from }，{ $time }。{ $answer }（有效期至 { $until }）。
challenge-anyone = 這裡的任何人
challenge-options = （{ $options }）
challenge-accept-button = 接受
challenge-decline-button = 拒絕
