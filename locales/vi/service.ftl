# Vietnamese (vi) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

service-restarting = Dịch vụ cờ đang khởi động lại; chưa có gì thay đổi. Vui lòng gửi lại sau giây lát.
service-busy = Dịch vụ cờ đang quá bận, chưa thể trả lời; chưa có gì thay đổi. Vui lòng gửi lại sau giây lát.
service-disk-full = Dịch vụ cờ hiện không thể lưu dữ liệu, nên chưa có gì thay đổi. Người vận hành đã được thông báo; vui lòng gửi lại sau.
service-storage-failed = Đã xảy ra lỗi ở phía chúng tôi; chưa có gì thay đổi. Vui lòng thử lại sau.
service-internal = Đã xảy ra lỗi ở phía chúng tôi và lệnh của bạn chưa được thực hiện; lỗi đã được ghi lại. Chưa có gì thay đổi.
service-conflict = Thế cờ đã thay đổi trong lúc lệnh của bạn được xử lý; hãy xem lại bàn cờ và thử lại.
service-corrupt = Không đọc được biên bản đã lưu của ván này; chưa có gì thay đổi, và người vận hành có thể xem lý do trong nhật ký.
service-already-handled = Lệnh này đã được xử lý.

service-slow-down = Chậm lại một chút: tối đa { $per_minute } lệnh mỗi phút. Lệnh này chưa được thực hiện; hãy gửi lại sau một phút.

service-computer-name = Đó là tên của máy; máy tự đi nước của mình. Hãy thách đấu máy bằng { $challenge }.

service-no-game-here = Bạn không có ván nào ở đây. Hãy bắt đầu một ván bằng { $challenge }.

service-stored-text = { $text }
