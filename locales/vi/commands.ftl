# Vietnamese (vi) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] Giải đấu
       *[arrangement] Thế xếp quân
    } cần có tên.
command-name-too-long = Tên { $what ->
        [tournament] giải đấu
       *[arrangement] thế xếp quân
    } chỉ gồm tối đa { $most } ký tự văn bản thường; { $name } thì không phải.
command-slash = Lệnh bắt đầu bằng /, ví dụ { $help }.
command-record-too-long = Biên bản đó dài { $length } ký tự; { $command } chỉ đọc tối đa { $most }.
command-too-long = Lệnh đó dài { $length } ký tự; một lệnh tối đa { $most } ký tự.
command-handle-too-long = @{ $handle } không phải là người chơi: tên tài khoản tối đa { $most } ký tự.
command-unknown = Không có lệnh { $command }; { $help } liệt kê các lệnh.

command-race-players = Ashtapada dành cho hai đến bốn người: { $usage }
command-race-no-option = Ashtapada không dùng tùy chọn { $option }: (đây là cuộc đua, không tính điểm).
command-race-days = days:{ $days }? Số ngày cho mỗi lượt là 1, 2, 3, 5, 7, 10 hoặc 14.
command-one-opponent = Chỉ Ashtapada mới có hơn hai người chơi; một lời thách đấu chỉ nêu một @player.
command-vacation-both = Chỉ dùng { $start } hoặc { $end }, không dùng cả hai.

command-tournament-option = { $command } không dùng { $option }; { $help } cho biết tùy chọn nào đi với hành động nào.
command-tournament-game = Trò chơi nào? { $usage }
command-tournament-both = Một giải đấu là hệ Thụy Sĩ hoặc vòng tròn (hai lượt), không thể là cả hai.
command-tournament-deadline = deadline: là số ngày tối đa của một vòng hệ Thụy Sĩ; giải vòng tròn không có vòng nào phải chờ.
command-tournament-size-swiss = size:{ $size }? Giải hệ Thụy Sĩ nhận từ 4 đến 128 người chơi.
command-tournament-size-round-robin = size:{ $size }? Giải vòng tròn nhận từ 3 đến 16 người chơi.
command-usage = { $usage }

command-place-what = Đặt quân gì? Ví dụ { $example }, hoặc { $saved }
command-place-both = Chỉ dùng các nước đặt quân hoặc saved:NAME, không dùng cả hai.
command-arrangement-name = { $usage } — hãy đặt tên, rồi liệt kê các nước đặt quân.
command-arrangement-pieces = { $usage } — và các nước đặt quân, ví dụ K@e2 F@d2 …
command-link-usage = { $ask } để yêu cầu, { $confirm } để xác nhận từ tài khoản kia, { $status } để xem các tài khoản của bạn.

command-not-days = { $what }:{ $value } không phải là số ngày
command-cap-alone = cap: chỉ đi cùng thời gian Fischer như days:7+2
command-days-offered = days:{ $days } không nằm trong các lựa chọn; hãy chọn một trong 1, 2, 3, 5, 7, 10, 14 (hoặc thời gian Fischer: days:7+2)
command-fischer-range = days:{ $days } — thời gian Fischer gồm 1 đến 60 ngày ban đầu cộng 1 đến 14 ngày mỗi nước, ví dụ days:7+2
command-cap-range = cap:{ $cap } — mức trần ít nhất bằng { $initial } ngày ban đầu và tối đa 90

command-or-list = { $init } hoặc { $last }
command-and-list = { $init } và { $last }
command-no-game = Không có trò chơi { $game }; các trò chơi hiện có: { $games }.
command-name-player = { $what }? Hãy nêu tên người chơi dạng @name.
command-not-a-number = { $number } không phải là số như 12 hoặc #12.
command-number-range = { $what }? { $about }: từ { $min } đến { $max }.
command-choose = { $what }? Hãy chọn { $choices }.
command-yes-no = { $option }:{ $value }? Hãy ghi { $option }:yes hoặc { $option }:no.
command-needs-text = { $option }: cần có nội dung, ví dụ { $option }:{ $example }.
command-twice = { $option } được ghi hai lần; { $command } chỉ nhận một.
command-no-such-option = { $command } không có tùy chọn { $option }; lệnh này nhận { $options }.
command-expected = { $command }? Cần { $expected }.
command-nothing-more = { $command } không nhận gì ngoài tên lệnh; { $word }?
command-written = { $typed }? Cách viết đúng là { $usage }
command-needs = { $command } cần { $what }: ví dụ { $example }

command-side-of-game = color:{ $side }? Trong { $game }, hai bên là { $first } và { $second } (hoặc first và second, hoặc random).
command-side-white-black-in-shogi = color:{ $side }? Với các loại Shogi, sách tiếng Anh gọi Tiên thủ (bên đi trước) là Black và Hậu thủ là White: hãy dùng color:sente hoặc color:gote.
