# Vietnamese (vi) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

identity-no-code = Không tạo được mã ngẫu nhiên ({ $reason }); vui lòng thử lại.

identity-status-one = Bạn chỉ chơi với tên { $handle } trên { $platform }. { $link } liên kết một tài khoản trên nền tảng khác: { $platforms }.

identity-status-many = Bạn là một người chơi duy nhất với các tài khoản { $accounts }.

identity-account = { $handle } trên { $platform }

identity-accounts = { $first }, { $rest }

identity-on-it-already = Bạn đang ở trên { $platform } rồi: hãy liên kết một tài khoản trên nền tảng khác.

identity-linked-already = Tài khoản { $platform } { $handle } của bạn đã được liên kết; hãy dùng { $unlink } trước.

identity-you-are-already = Bạn đã là { $handle } trên { $platform } rồi.

identity-your-account = tài khoản { $platform } của bạn

identity-your-account-named = tài khoản { $platform } { $handle } của bạn

identity-send-code = Để liên kết, hãy gửi { $send } từ { $account } trong vòng một ngày. Đừng cho ai biết mã này: ai gửi mã sẽ trở thành bạn.

identity-no-such-code = Không có yêu cầu liên kết nào chờ mã { $code }. Hãy yêu cầu lại bằng { $link } từ tài khoản kia của bạn.

identity-code-lapsed = Mã { $code } đã hết hạn (mỗi mã chỉ có hiệu lực một ngày). Hãy yêu cầu lại bằng { $link } từ tài khoản kia của bạn.

identity-code-elsewhere = Mã { $code } dùng để liên kết một tài khoản { $platform }: hãy gửi mã ở đó.

identity-code-for-another = Mã { $code } dành cho { $handle } trên { $platform }, không phải cho bạn.

identity-one-already = Các tài khoản này đã là một người chơi.

identity-has-account-there = { $name } đã có tài khoản { $platform }.

identity-have-met = Các tài khoản này đã từng đấu với nhau (ván #{ $game }), nên không thể là một người chơi.

identity-same-tournament = Cả hai tài khoản đều đang chơi trong Giải đấu #{ $tournament }, nên không thể là một người chơi.

identity-linked = Đã liên kết: { $handle } trên { $platform } và { $other_handle } trên { $other_platform } giờ là một người chơi. Các ván cờ, hệ số và giải đấu của bạn được giữ trên cả hai.

identity-own-account = { $handle } trên { $platform } là tài khoản gốc của người chơi này; hãy dùng { $unlink } để gỡ các tài khoản khác khỏi nó.

identity-unlinked = Đã hủy liên kết: { $handle } trên { $platform } sẽ bắt đầu lại từ đầu vào lần sau; các ván cờ và hệ số của bạn vẫn ở lại với bạn tại đây.

identity-none-linked = Không có tài khoản { $platform } nào được liên kết với bạn.
