# Vietnamese (vi) — what each game is, for /rules, and what each of its rule options does.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.
# Tên quân theo names.ftl; chiếu, chiếu bí, hết nước đi, chiếu mãi theo GLOSSARY.md.

summary-chaturanga = Tổ tiên từ Ấn Độ. Vua, Sĩ (đi một bước chéo), Tượng (nhảy chéo hai ô), Mã, Xe và Bộ binh (đi một bước, không được đi hai bước). Hai Vua không đứng đối diện nhau. Vua được đi một lần theo nước Mã, nếu chưa từng bị chiếu. Bộ binh đến hàng cuối cùng trở thành quân đã đứng ở ô đó lúc đầu ván, nếu một quân loại đó đã bị mất. Chiếu bí hoặc làm Vua đối phương trơ trọi thì thắng; bên làm đối phương hết nước đi thì thua.
summary-chaturanga-biruni-elephant = Tượng theo Biruni: đi một ô về phía trước hoặc một ô chéo
summary-chaturanga-aladli-elephant = Tượng theo Al-Adli: nhảy thẳng hai ô theo chiều ngang hoặc dọc
summary-chaturanga-hindustani-promotion = Cờ Hindustan: Bộ binh đến một trong hai ô giữa của đối phương có thể trở thành Sĩ, nếu Sĩ đã bị mất
summary-chaturanga-parsi-promotion = Cờ Parsi: Bộ binh đến ô của Vua đối phương có thể trở thành bất kỳ quân nào đã bị mất

summary-shatranj = Cờ Ba Tư và Ả Rập. Giống Chaturanga, nhưng hai Vua đứng đối diện nhau, Bộ binh đến hàng cuối cùng luôn trở thành Sĩ (firzan), và bên làm đối phương hết nước đi thì thắng. Làm Vua đối phương trơ trọi thì thắng, trừ khi ngay nước tiếp theo đối phương cũng làm Vua của bạn trơ trọi (hai Vua trơ trọi thì hòa); thế cờ mà không bên nào có thể ép thắng là hòa. Tung đồng xu để quyết định ai đi trước.
summary-shatranj-e-file-kings = hai Vua đứng đối diện nhau trên cột e thay vì cột d
summary-shatranj-tabiyat-10 = Ta'biyat: mỗi bên lần lượt đi liền mười nước, không quân nào vượt qua đường giữa bàn cờ
summary-shatranj-tabiyat-12 = Ta'biyat với mười hai nước mỗi bên
summary-shatranj-stalemate-swap = Pritchard: Vua bị hết nước đi có thể đổi chỗ với một quân của mình, nếu việc đó không để Vua bị chiếu

summary-senterej = Cờ Ethiopia. Các quân của Shatranj, hai Vua không đứng đối diện nhau. Ván cờ mở đầu bằng Werera: hai người chơi đi nhanh tùy ý, không chờ nhau, cho đến lần ăn quân đầu tiên; trong giai đoạn này Vua có thể nhập thành về bên phải của mình. Sau đó hai người chơi đi luân phiên. Tốt đến hàng cuối cùng trở thành bất kỳ quân nào đã bị ăn. Hết nước đi thì hòa; Vua trơ trọi trụ được bảy nước thì hòa.
summary-senterej-werera-reconstructed = Werera theo bản phục dựng: mỗi bên lần lượt đi mười nước, không vượt qua đường giữa bàn cờ, không ăn quân, nhập thành về bên phải tính là một nước

summary-ninthcentury = Cờ Ấn Độ theo Al-Adli. Tượng (dabbābah) đứng ở các góc và nhảy thẳng hai ô theo chiều ngang hoặc dọc; Xe đứng cạnh Vua và Sĩ, Mã đứng cạnh Xe. Hai Vua đứng đối diện nhau. Bộ binh đến hàng cuối cùng trở thành Sĩ. Chiếu bí hoặc làm Vua đối phương trơ trọi thì thắng; bên làm đối phương hết nước đi thì thua.

summary-sittuyin = Cờ Miến Điện. Các Tốt bắt đầu ở thế so le; người chơi thứ nhất đặt toàn bộ quân của mình phía sau các Tốt, rồi đến người chơi thứ hai (người này phải đặt lại một Xe nếu người thứ nhất phản đối). Tượng (sin) đi một bước về phía trước hoặc chéo. Tốt đến một ô chéo có đánh dấu ở nửa bàn cờ đối phương sau đó có thể trở thành Tướng quân (chỉ khi Tướng quân đã bị mất), ngay tại chỗ hoặc bằng một bước đi của Tướng quân. Không được làm đối phương hết nước đi.
summary-sittuyin-rooks-back-rank = Xe chỉ được đặt ở hàng thứ nhất

summary-makruk = Cờ Thái. Hai Vua không đứng đối diện nhau, Tốt bắt đầu ở hàng thứ ba và trở thành Sĩ (met) ở hàng thứ sáu. Quý tộc (khon) đi một bước về phía trước hoặc chéo. Hết nước đi thì hòa. Khi không còn Tốt, bên yếu hơn đếm: 64 nước, hoặc ít hơn theo bảng danh dự quân cờ khi Vua của bên đó đã trơ trọi.

summary-ouk = Cờ Campuchia: Makruk, thêm hai nước đi đầu. Ở nước đi đầu tiên của mình, Vua có thể nhảy như Mã (kể cả để ăn quân) nếu chưa từng bị chiếu; ở nước đi đầu tiên của mình, Nàng có thể tiến thẳng hai ô, khi cả hai ô đều trống, không ăn quân.
summary-ouk-king-leap-b2-f2 = nước nhảy đầu tiên của Vua chỉ được đến b2 hoặc f2

summary-shatar = Cờ Mông Cổ. Mãnh thú (Bers) đi như Xe hoặc một bước chéo, Lạc đà đi như Tượng trong cờ vua. Ván cờ mở đầu bằng việc Tốt trước Mãnh thú của cả hai bên đi hai bước. Mã không được chiếu bí; chiếu bí bằng Lạc đà hoặc Tốt chỉ thắng sau một chuỗi nước chiếu có chứa một Shak (nước chiếu bằng Mãnh thú, Xe hoặc Mã), nếu không thì đó là Niol, một ván hòa. Vua trơ trọi (Robado) và hết nước đi thì hòa.
summary-shatar-kings-pawns = hai nước đi hai bước bắt buộc do các Tốt trước Vua thực hiện
summary-shatar-old-bers = Shatar cổ: Mãnh thú đi một ô chéo, như Sĩ (ferz)
summary-shatar-old-bishop = Shatar cổ: Lạc đà nhảy chéo hai ô, như Tượng trong Shatranj
summary-shatar-king-left = mỗi Vua bắt đầu ở phía bên trái của người chơi và không Tốt nào được đi hai bước
summary-shatar-amazon-horse = Shatar thời sau: từ nước đi thứ hai của nó trở đi, Mã còn đi được như Xe và Lạc đà; chữ FEN là A
summary-shatar-king-knight-last-rank = Shatar thời sau: Vua còn đi được như Mã khi đã đứng trên hàng xuất phát của đối phương
summary-shatar-stalemate-wins = bên làm đối phương hết nước đi thì thắng

summary-xiangqi = Cờ tướng Trung Hoa, chơi trên 90 giao điểm. Tướng và Sĩ chỉ ở trong Cung; Tượng không bao giờ qua sông và bị cản ở mắt Tượng; Mã bị cản ở chân Mã; Pháo ăn quân bằng cách nhảy qua đúng một quân; Tốt được đi ngang một bước sau khi qua sông. Hai Tướng không bao giờ được đối mặt nhau trên một đường dọc không có quân cản (lộ mặt tướng). Chiếu bí hoặc làm đối phương hết nước đi thì thắng. Chiếu mãi hoặc đuổi bắt mãi thì thua.

summary-janggi = Cờ tướng Triều Tiên, chơi trên 90 giao điểm, không có sông. Tướng và Sĩ đi theo các đường kẻ trong Cung; Xe, Pháo và Tốt cũng được đi theo các đường chéo trong Cung. Pháo phải nhảy qua đúng một quân, không bao giờ là Pháo, để đi hoặc ăn quân. Tượng đi một điểm thẳng rồi hai điểm chéo. Trước khi chơi, mỗi bên có thể đổi chỗ Mã và Tượng. Sở đi trước. Tướng nào đối mặt với Tướng bên kia thì bên đó mất quyền thắng (bikjang).
summary-janggi-pass-anytime = người chơi có thể bỏ lượt bất cứ lúc nào, không chỉ khi hết nước đi (các giải đấu ở Hàn Quốc)
summary-janggi-enemy-palace-diagonals = Xe và Pháo chỉ được đi theo các đường chéo trong Cung của đối phương (đúng theo câu chữ của luật)
summary-janggi-tournament-rules = chiếu mãi thì thua và lặp lại thế cờ thì hòa
summary-janggi-material-counting = ván kết thúc do thỏa thuận hoặc do hai lần bỏ lượt liên tiếp được tính điểm theo quân (Xe 13, Pháo 7, Mã 5, Tượng 3, Sĩ 3, Tốt 2, Hán +1,5)

summary-heianshogi = Cờ Nhật Bản sớm nhất, trên bàn 8×8: Vua, Tướng vàng, Tướng bạc, Mã, Hương xa và Tốt, không có thả quân. Các quân phong cấp thành Tướng vàng ở ba hàng cuối. Làm Vua đối phương trơ trọi thì thắng, trừ khi đối phương làm Vua của bạn trơ trọi ngay sau đó; bên làm đối phương hết nước đi thì thắng.
summary-heianshogi-board-9x8 = bàn cờ 9×8 với 18 quân mỗi bên: Vua ở giữa, giữa hai Tướng vàng, chín Tốt
summary-heianshogi-compulsory-promotion = Tốt và Tướng bạc bắt buộc phong cấp khi đến hàng thứ 6, Mã khi đến hàng thứ 7, Hương xa khi đến hàng thứ 6 đến thứ 8

summary-shoshogi = Shogi không có thả quân, có Túy tượng phong cấp thành Thái tử: một quân vương thứ hai, nên người chơi có Thái tử có thể để Vua của mình bị chiếu và chỉ thua khi cả hai đều bị bắt. Làm Vua đối phương trơ trọi thì thắng, trừ khi đối phương làm Vua của bạn trơ trọi ngay sau đó; bên làm đối phương hết nước đi thì thắng.

summary-shogi = Cờ Nhật Bản. Quân bị bắt đổi phe và có thể được thả lại như quân của bạn. Các quân phong cấp ở ba hàng cuối. Không được có Tốt chưa phong cấp thứ hai trên cùng một cột, không được thả Tốt để chiếu bí. Cùng một thế cờ lặp lại bốn lần là hòa, trừ khi một bên đã chiếu liên tục suốt thời gian đó: bên đó thua. Chiếu bí hoặc làm đối phương hết nước đi thì thắng; jishōgi phân định thế giằng co bằng điểm.
