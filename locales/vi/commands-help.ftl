# Vietnamese (vi) — what each command does and what each of its options means: /help, and Discord's descriptions of commands and options.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.
# cmd-NAME và cmd-NAME-OPTION tối đa 100 ký tự (giới hạn của Discord).

# /challenge
cmd-challenge = Mời một người chơi, bất kỳ ai ở đây, hoặc @tabiya (máy)
cmd-challenge-more = Số ngày cho mỗi nước (1, 2, 3, 5, 7, 10 hoặc 14), hoặc thời gian Fischer: số ngày ban đầu cộng số ngày thêm sau mỗi nước, có mức trần. Là ván giao hữu trừ khi có rated:yes. Ashtapada là cuộc đua cho hai đến bốn người: hãy nêu tên tối đa ba người chơi. Lời thách đấu hết hạn nếu không ai trả lời. Thách đấu @tabiya để chơi ngay với máy: ván giao hữu, từ level:1 (yếu nhất) đến level:8, mặc định là 3.
cmd-challenge-opponent = Mời ai (bỏ trống để mời bất kỳ ai)
cmd-challenge-opponent2 = Ashtapada: người chơi thứ hai được mời
cmd-challenge-opponent3 = Ashtapada: người chơi thứ ba được mời
cmd-challenge-variant = Trò chơi nào
cmd-challenge-days = Số ngày mỗi nước (1, 2, 3, 5, 7, 10, 14) hoặc thời gian Fischer như 7+2
cmd-challenge-cap = Thời gian Fischer: số ngày tối đa đồng hồ được giữ
cmd-challenge-color = Bên của bạn: first, second hoặc tên riêng của trò chơi (red, cho, sente…); mặc định là random
cmd-challenge-rated = Ván tính điểm (giao hữu nếu không đặt)
cmd-challenge-rules = Tùy chọn luật, cách nhau bằng dấu phẩy (xem /rules GAME)
cmd-challenge-fen = Bắt đầu từ thế cờ này (FEN; SFEN cho Shogi): ván giao hữu
cmd-challenge-level = Sức mạnh của máy

# /accept
cmd-accept = Chấp nhận lời thách đấu (hoặc nhận chỗ trong một cuộc đua)
cmd-accept-more = Nếu ở đây chỉ có một lời thách đấu dành cho bạn thì không cần ghi số.
cmd-accept-id = Số của lời thách đấu (nếu có nhiều lời đang mở)
cmd-accept-race = Ashtapada: cuộc đua nào (nếu ở đây có nhiều cuộc đua)

# /decline
cmd-decline = Từ chối lời thách đấu
cmd-decline-more = Nếu ở đây chỉ có một lời thách đấu dành cho bạn thì không cần ghi số.
cmd-decline-id = Số của lời thách đấu (nếu có nhiều lời đang mở)
cmd-decline-race = Ashtapada: cuộc đua nào (nếu ở đây có nhiều cuộc đua)

# /cancel
cmd-cancel = Rút lại lời thách đấu hoặc cuộc đua chưa bắt đầu của bạn
cmd-cancel-more = Nếu ở đây bạn chỉ có một lời thách đấu đang mở thì không cần ghi số.
cmd-cancel-id = Số của lời thách đấu (nếu bạn có nhiều lời)
cmd-cancel-race = Ashtapada: cuộc đua nào (nếu ở đây có nhiều cuộc đua)

# /move
cmd-move = Đi một nước theo ký hiệu của trò chơi, SAN hoặc tọa độ
cmd-move-more = Bỏ lượt, thả quân (P*55, K@e2) và phong cấp cũng là nước đi. Trong cuộc đua: /move enter|c3|c3x2 race:ID.
cmd-move-move = Nước đi, theo ký hiệu của trò chơi, SAN hoặc tọa độ
cmd-move-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)
cmd-move-at = Số nước đã đi khi bạn chọn nước này (menu tự gửi)
cmd-move-race = Ashtapada: cuộc đua nào (nếu ở đây có nhiều cuộc đua)

# /board
cmd-board = Xem riêng bàn cờ của một ván
cmd-board-more = Theo hướng bàn cờ và bộ quân của bạn (xem /settings); flip xoay ngược bàn cờ.
cmd-board-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)
cmd-board-flip = Xoay ngược bàn cờ
cmd-board-set = Bộ quân

# /games
cmd-games = Các ván của bạn, ván đến lượt bạn trước
cmd-games-more = Kèm thời gian còn lại của mỗi ván; danh sách dài chỉ hiện 40 ván đầu và đếm số còn lại.

# /resign
cmd-resign = Chịu thua một ván (có hỏi xác nhận)
cmd-resign-more = Gửi /resign confirm để xác nhận.
cmd-resign-confirm = Chịu thua ngay, không hỏi lại
cmd-resign-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /draw
cmd-draw = Đề nghị hòa, hoặc trả lời đề nghị hòa
cmd-draw-more = Đề nghị bị từ chối có thể đưa lại sau nước đi tiếp theo của bạn.
cmd-draw-answer = Làm gì (đề nghị hòa nếu không chọn)
cmd-draw-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /takeback
cmd-takeback = Xin đi lại nước vừa rồi (ván giao hữu)
cmd-takeback-more = Đối thủ phải đồng ý: /takeback accept hoặc /takeback decline.
cmd-takeback-answer = Làm gì (xin đi lại nếu không chọn)
cmd-takeback-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /abort
cmd-abort = Hủy ván trước khi cả hai bên đi nước đầu
cmd-abort-more = Không áp dụng trong giải đấu: ở đó người không đi nước nào sẽ bị xử thua.
cmd-abort-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /export
cmd-export = Biên bản của ván, FEN của ván, hoặc bản phát lại ván
cmd-export-more = PGN cho mọi trò chơi; KIF và CSA cho Shogi; fen: thế cờ hiện tại dạng FEN (và SFEN cho Shogi) để dán vào pychess-variants, Lishogi hoặc một engine; gif: cả ván dưới dạng ảnh động, mỗi nước một khung hình.
cmd-export-format = Định dạng biên bản (PGN nếu không chọn)
cmd-export-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /analyze
cmd-analyze = Các nước sai của một ván đã xong, kèm biểu đồ
cmd-analyze-more = Mọi thế cờ đều được tính, và mỗi nước đi được đánh giá theo cơ hội thắng mà nó đánh mất, như cách Lichess đánh giá: trong ván cân bằng, mất khoảng một Tốt là sai lầm và một Tốt rưỡi là sai lầm nghiêm trọng; trong ván đã chắc thắng hoặc chắc thua thì phải mất nhiều hơn. Mỗi nước như vậy đều kèm nước tốt hơn. Ván giữa người với người chỉ được phân tích khi đã kết thúc (chơi công bằng trong cờ thư tín); ván giao hữu với máy thì có thể phân tích ngay.
cmd-analyze-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /import
cmd-import = Đọc biên bản PGN, KIF hoặc CSA; chơi tiếp từ thế cuối
cmd-import-more = Dán biên bản sau lệnh (trên Discord có thể đính kèm tệp; trên Matrix có thể trả lời tin nhắn chứa tệp). Có @player: một lời thách đấu chơi tiếp từ thế cờ cuối của biên bản, ván giao hữu. Không có: chỉ hiện thế cờ đó để xem. Hãy nêu tên trò chơi nếu PGN không có thẻ Variant; KIF và CSA được coi là Shogi nếu không nêu tên.
cmd-import-opponent = Thách người chơi này chơi tiếp từ thế cuối của biên bản
cmd-import-variant = Trò chơi, nếu biên bản không ghi
cmd-import-days = Số ngày mỗi nước cho ván chơi tiếp
cmd-import-color = Bên của bạn trong ván chơi tiếp (ngẫu nhiên nếu không chọn)
cmd-import-record = Nội dung biên bản: PGN, KIF hoặc CSA
cmd-import-file = Discord: biên bản dưới dạng tệp

# /rules
cmd-rules = Luật và thế ban đầu của một trò chơi, hoặc cách đi của một quân
cmd-rules-more = Kèm các tùy chọn mà lời thách đấu có thể nêu bằng rules:. Với một quân (tên, tên tiếng Anh hoặc chữ cái): hình vẽ cách đi của quân đó.
cmd-rules-variant = Trò chơi nào
cmd-rules-piece = Một quân: hình vẽ cách đi của quân đó

# /moves
cmd-moves = Một quân trong ván của bạn có thể đi đến đâu
cmd-moves-more = Chỉ mình bạn thấy. Ghi ô theo nhãn trên bàn cờ: e2, hoặc 76 trong Shogi.
cmd-moves-square = Ô của quân (ví dụ e2; 76 trong Shogi)
cmd-moves-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /settings
cmd-settings = Cài đặt của bạn
cmd-settings-more = notify: nhắc mỗi khi đến lượt bạn, một bản tổng hợp hằng ngày qua tin nhắn riêng, hoặc không nhắc. Lời nhắc một ngày trước khi bạn hết giờ thì luôn được gửi.
cmd-settings-set = Bộ quân
cmd-settings-orientation = Bên nào ở phía dưới bàn cờ của bạn
cmd-settings-notation = Cách ghi nước đi khi hiển thị cho bạn
cmd-settings-notify = Khi nào báo cho bạn là đến lượt bạn
cmd-settings-language = Ngôn ngữ của các câu trả lời dành cho bạn (tiếng Anh nếu không chọn)
cmd-settings-channel = Cho người điều hành: ngôn ngữ của các bài đăng trong kênh này

# /vacation
cmd-vacation = Tạm dừng đồng hồ mọi ván của bạn (số ngày nghỉ cấp theo năm)
cmd-vacation-more = Không kèm gì: số ngày nghỉ còn lại. /vacation end để quay lại sớm; ngày chưa dùng được hoàn lại.
cmd-vacation-days = Số ngày nghỉ, tính từ bây giờ
cmd-vacation-end = Kết thúc sớm kỳ nghỉ đang diễn ra

# /rating
cmd-rating = Hệ số (Glicko-2), và thành tích của bạn khi gặp một người chơi
cmd-rating-more = Kèm một trò chơi: hệ số của trò đó và biểu đồ.
cmd-rating-player = Của ai (của bạn nếu không nêu tên)
cmd-rating-variant = Trò chơi nào

# /leaderboard
cmd-leaderboard = Các hệ số đã ổn định của một trò chơi, cao nhất trước
cmd-leaderboard-more = Chỉ liệt kê các hệ số không còn là tạm thời.
cmd-leaderboard-variant = Trò chơi nào

# /tournament
cmd-tournament = Giải vòng tròn và giải hệ Thụy Sĩ
cmd-tournament-more = ACTION, cho mọi người: create, join, leave, standings, pairings, mine, withdraw, export; cho người tổ chức (hoặc người điều hành): start, close, open, pause, resume, cancel, replace, adjudicate.
cmd-tournament-action = Làm gì
cmd-tournament-id = Số của giải đấu (nếu ở đây có nhiều giải)
cmd-tournament-variant = create: trò chơi nào
cmd-tournament-double = create: giải vòng tròn hai lượt
cmd-tournament-swiss = create: giải hệ Thụy Sĩ (xếp cặp hệ Hà Lan của FIDE, từng vòng một)
cmd-tournament-rounds = create: số vòng của giải hệ Thụy Sĩ (theo số người chơi nếu không ghi)
cmd-tournament-deadline = create: số ngày tối đa của một vòng hệ Thụy Sĩ
cmd-tournament-days = create: số ngày mỗi nước (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: các ván tính điểm
cmd-tournament-size = create: số người chơi tối đa (vòng tròn 3-16, hệ Thụy Sĩ 4-128)
cmd-tournament-name = create: tên giải đấu (_ thay cho dấu cách)
cmd-tournament-register = create: số ngày mở đăng ký
cmd-tournament-vacation = create: số ngày nghỉ mỗi người chơi được dùng
cmd-tournament-rules = create: tùy chọn luật, cách nhau bằng dấu phẩy (xem /rules GAME)
cmd-tournament-player = withdraw, replace: người chơi nào (chỉ người tổ chức)
cmd-tournament-replacement = replace: ai vào thay chỗ
cmd-tournament-format = export: TRF (bảng đấu chéo, nếu không chọn) hoặc PGN của mọi ván
cmd-tournament-game = adjudicate: ván nào
cmd-tournament-result = adjudicate: 1-0, 0-1 hoặc hòa (draw)

# /mypairings
cmd-mypairings = Các ván giải đấu của bạn và đồng hồ của chúng
cmd-mypairings-more = Giống như /tournament mine.
cmd-mypairings-id = Chỉ giải đấu này

# /setup
cmd-setup = Janggi: chọn cách bày Mã và Tượng của bạn
cmd-setup-more = SETUP gọi tên các quân từ bên trái của bạn, ma là Mã và sang là Tượng: masangsangma, sangmamasang, masangmasang hoặc sangmasangma (cũng đọc được 마상상마 …).
cmd-setup-arrangement = Thứ tự Mã và Tượng, tính từ bên trái của bạn
cmd-setup-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /place
cmd-place = Sittuyin: đặt nhiều quân cùng lúc
cmd-place-more = Đặt tất cả hoặc không quân nào; save:NAME lưu thế xếp quân cho ván tiếp theo.
cmd-place-pieces = Các nước đặt quân như K@e2 F@d2
cmd-place-saved = Đặt theo thế xếp quân đã lưu dưới tên này
cmd-place-save = Lưu các nước đặt quân này dưới tên này
cmd-place-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /arrangement
cmd-arrangement = Sittuyin: các thế xếp quân bạn đã lưu
cmd-arrangement-more = Được lưu theo phía người đi trước; với người đi sau, thế xếp được xoay ngược lại.
cmd-arrangement-action = Liệt kê, hoặc lưu một thế
cmd-arrangement-name = save: tên để lưu
cmd-arrangement-pieces = save: các nước đặt quân như K@e2 F@d2

# /object
cmd-object = Sittuyin: phản đối cách đặt Xe của người chơi thứ hai
cmd-object-more = Chỉ được một lần, ngay sau khi bày quân xong.
cmd-object-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /count
cmd-count = Makruk, Ouk: bắt đầu hoặc dừng đếm theo danh dự bàn cờ
cmd-count-more = Bên không thể chiếu bí sẽ đếm; xem /rules makruk.
cmd-count-action = Bắt đầu hoặc dừng
cmd-count-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /impasse
cmd-impasse = Shogi: tuyên bố thế giằng co, hoặc chấp nhận
cmd-impasse-more = Phân định bằng điểm khi cả hai Vua đã vào trận địa đối phương.
cmd-impasse-action = Tuyên bố (nếu không chọn) hoặc chấp nhận
cmd-impasse-game = Số của ván (không cần trong luồng của ván hoặc khi bạn chỉ có một ván ở đây)

# /join
cmd-join = Ashtapada: nhận chỗ của bạn trong một cuộc đua
cmd-join-more = Chỗ được nhận theo thứ tự tên trong lời mời.
cmd-join-race = Cuộc đua nào (nếu ở đây có nhiều)

# /throw
cmd-throw = Ashtapada: gieo vỏ ốc
cmd-throw-more = Nếu chỉ có một nước đi được thì nước đó được đi ngay; không có nước nào thì mất lượt.
cmd-throw-race = Cuộc đua nào (nếu ở đây có nhiều)

# /link
cmd-link = Một người chơi trên Discord, Matrix và console
cmd-link-more = /link PLATFORM [HANDLE] cho bạn một mã riêng; gửi /link CODE từ tài khoản kia để xác nhận. Không kèm gì: các tài khoản của bạn.
cmd-link-platform = Yêu cầu liên kết tài khoản của bạn ở đó
cmd-link-handle = Tài khoản của bạn ở đó (ví dụ @you:example.org)
cmd-link-code = Xác nhận: mã mà tài khoản kia đã nhận

# /unlink
cmd-unlink = Gỡ tài khoản của bạn trên một nền tảng
cmd-unlink-more = Tài khoản đó bắt đầu lại từ đầu; những gì đã gộp vẫn được giữ.
cmd-unlink-platform = Nền tảng nào

# /help
cmd-help = Các lệnh, hoặc chi tiết một lệnh
cmd-help-command = Chi tiết một lệnh, ví dụ move
