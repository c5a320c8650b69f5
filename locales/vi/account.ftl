# Vietnamese (vi) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

account-settings = Cài đặt của bạn: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }.

account-next-digest = {" "}(bản tổng hợp tiếp theo: { $time })

account-next-digest-on = {" "}(bản tổng hợp tiếp theo: { $time }, gửi qua tin nhắn riêng trên { $platform })

account-vacation-left = Còn { $days } ngày nghỉ trong năm { $year }

account-vacation-until = Bạn đang nghỉ đến { $time }; dùng { $end } để quay lại sớm. { $left }.

account-vacation-none = { $left }. { $start } sẽ tạm dừng đồng hồ của mọi ván cờ của bạn.

account-vacation-already = Bạn đang nghỉ đến { $time } rồi; hãy dùng { $end } trước khi bắt đầu kỳ nghỉ khác.

account-vacation-too-long = Kỳ nghỉ { $days } ngày nhiều hơn số ngày bạn còn: { $left }.

account-vacation-started = Nghỉ đến { $time }: { $paused ->
        [0] hiện không có ván nào đang chờ bạn
        [1] đồng hồ của ván đang chờ bạn đã tạm dừng
       *[other] đồng hồ của { $paused } ván đang chờ bạn đã tạm dừng
    }, và các ván đến lượt bạn sẽ chờ bạn quay lại. { $left }.

account-not-on-vacation = Bạn không ở trong kỳ nghỉ.

account-vacation-ended = { $resumed ->
        [0] Chào mừng bạn quay lại
        [1] Chào mừng bạn quay lại: đồng hồ ván cờ của bạn đã chạy lại
       *[other] Chào mừng bạn quay lại: đồng hồ của { $resumed } ván cờ của bạn đã chạy lại
    }. { $left }.

account-away = { $who } đang nghỉ đến { $time }: đồng hồ của ván #{ $game } tạm dừng chờ.

account-away-capped = { $who } đang nghỉ đến { $time }: đồng hồ của ván #{ $game } chờ đến { $cap } (giới hạn ngày nghỉ của giải đấu).

account-back = { $who } đã quay lại: đồng hồ của ván #{ $game } chạy lại.

account-channel-language = Từ nay, các bài đăng trong kênh này sẽ được viết bằng { $language }.

account-channel-language-moderators = Chỉ người điều hành của kênh này mới có thể chọn ngôn ngữ cho kênh.
