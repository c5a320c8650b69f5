# Machine-drafted translation; not yet checked by a native speaker.
# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = Đi một ô theo bất kỳ hướng nào. Một lần trong ván, nếu chưa từng bị chiếu, nó có thể thay vào đó nhảy như Mã.
moves-chaturanga-counsellor = Đi chéo một ô.
moves-chaturanga-elephant = Nhảy chéo đúng hai ô, vượt qua bất kỳ quân nào ở giữa; nó chỉ có thể tới được một phần tư số ô tối hoặc ô sáng của bàn cờ.
moves-chaturanga-biruni-elephant-elephant = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-chaturanga-aladli-elephant-elephant = Nhảy đúng hai ô theo hàng ngang hoặc hàng dọc, vượt qua bất kỳ quân nào ở giữa.
moves-chaturanga-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-chaturanga-chariot = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-chaturanga-foot-soldier = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; không được đi hai ô. Được phong cấp khi tới hàng cuối cùng.

## shatranj
moves-shatranj-king = Đi một ô theo bất kỳ hướng nào.
moves-shatranj-counsellor = Đi chéo một ô.
moves-shatranj-elephant = Nhảy chéo đúng hai ô, vượt qua bất kỳ quân nào ở giữa; nó chỉ có thể tới được một phần tư số ô tối hoặc ô sáng của bàn cờ.
moves-shatranj-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-shatranj-chariot = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-shatranj-foot-soldier = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; không được đi hai ô. Được phong cấp khi tới hàng cuối cùng.

## senterej
moves-senterej-king = Đi một ô theo bất kỳ hướng nào.
moves-senterej-counsellor = Đi chéo một ô.
moves-senterej-elephant = Nhảy chéo đúng hai ô, vượt qua bất kỳ quân nào ở giữa; nó chỉ có thể tới được một phần tư số ô tối hoặc ô sáng của bàn cờ.
moves-senterej-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-senterej-castle = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-senterej-pawn = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; không được đi hai ô. Được phong cấp khi tới hàng cuối cùng.

## ninthcentury
moves-ninthcentury-king = Đi một ô theo bất kỳ hướng nào.
moves-ninthcentury-counsellor = Đi chéo một ô.
moves-ninthcentury-elephant-dabbbah = Nhảy đúng hai ô theo hàng ngang hoặc hàng dọc, vượt qua bất kỳ quân nào ở giữa.
moves-ninthcentury-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-ninthcentury-chariot = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-ninthcentury-foot-soldier = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; không được đi hai ô. Được phong cấp khi tới hàng cuối cùng.

## sittuyin
moves-sittuyin-king = Đi một ô theo bất kỳ hướng nào.
moves-sittuyin-general-counsellor = Đi chéo một ô.
moves-sittuyin-elephant = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-sittuyin-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-sittuyin-chariot = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-sittuyin-soldier = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước. Trên một ô chéo được đánh dấu ở nửa bàn cờ của đối phương, nó có thể trở thành Tướng quân, nếu Tướng quân của phe mình đã mất.

## makruk
moves-makruk-king = Đi một ô theo bất kỳ hướng nào.
moves-makruk-counsellor = Đi chéo một ô.
moves-makruk-nobleman = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-makruk-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-makruk-boat = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-makruk-cowrie-shell-pawn = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; trở thành Sĩ khi tới hàng thứ sáu.

## ouk
moves-ouk-king = Đi một ô theo bất kỳ hướng nào. Ở nước đi đầu tiên của nó, nếu chưa từng bị chiếu, nó có thể thay vào đó nhảy như Mã.
moves-ouk-maiden-counsellor = Đi chéo một ô. Ở nước đi đầu tiên của nó, nó có thể thay vào đó đi thẳng về phía trước hai ô, nhưng không được ăn quân.
moves-ouk-pillar = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-ouk-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-ouk-boat = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-ouk-fish-pawn = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; trở thành Nàng khi tới hàng thứ sáu.

## shatar
moves-shatar-lord-king = Đi một ô theo bất kỳ hướng nào.
moves-shatar-big-animal = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc, hoặc đi chéo một ô.
moves-shatar-camel-bishop = Đi bao nhiêu ô tùy ý theo đường chéo; không được nhảy qua quân khác.
moves-shatar-old-bers-big-animal = Đi chéo một ô.
moves-shatar-old-bishop-camel-bishop = Nhảy chéo đúng hai ô, vượt qua bất kỳ quân nào ở giữa; nó chỉ có thể tới được một phần tư số ô tối hoặc ô sáng của bàn cờ.
moves-shatar-horse = Nhảy tới ô gần nhất không cùng hàng ngang, hàng dọc hay đường chéo với nó (hai ô theo một hướng, một ô theo hướng kia), vượt qua bất kỳ quân nào ở giữa.
moves-shatar-chariot = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-shatar-child-pawn = Đi thẳng một ô về phía trước, ăn quân chéo một ô về phía trước; trở thành Mãnh thú khi tới hàng cuối cùng.
moves-shatar-amazon-horse-amazon-horse = Một quân Mã đã từng đi: nó nhảy như Mã, hoặc đi như Xe hay như Lạc đà.

## xiangqi
moves-xiangqi-general = Đi một điểm theo đường kẻ, không bao giờ ra khỏi Cửu cung. Hai Tướng không bao giờ được đối mặt nhau trên cùng một đường dọc không có quân chắn (lộ mặt tướng).
moves-xiangqi-advisor = Đi chéo một điểm, không bao giờ ra khỏi Cửu cung.
moves-xiangqi-elephant = Đi chéo đúng hai điểm (Tượng đi chữ điền), nếu điểm ở giữa (mắt Tượng) trống; không bao giờ qua sông.
moves-xiangqi-horse = Đi một điểm theo đường thẳng, rồi một điểm chéo ra phía ngoài (Mã đi chữ nhật); điểm đầu tiên (chân Mã) phải trống.
moves-xiangqi-chariot = Đi bao nhiêu điểm tùy ý theo đường ngang hoặc đường dọc; không được nhảy qua quân khác.
moves-xiangqi-cannon = Đi như Xe; chỉ ăn quân bằng cách nhảy qua đúng một quân (ngòi) trên đường đi.
moves-xiangqi-soldier = Đi một điểm về phía trước; khi đã qua sông thì còn được đi ngang một điểm. Không bao giờ lùi và không bao giờ phong cấp.

## janggi
moves-janggi-general = Đi một điểm theo các đường kẻ của Cung (chỉ đi chéo ở những chỗ Cung có đường chéo), không bao giờ ra khỏi Cung.
moves-janggi-guard = Đi một điểm theo các đường kẻ của Cung, không bao giờ ra khỏi Cung.
moves-janggi-elephant = Đi một điểm theo đường thẳng, rồi hai điểm chéo ra phía ngoài; mọi điểm nó đi qua phải trống.
moves-janggi-horse = Đi một điểm theo đường thẳng, rồi một điểm chéo ra phía ngoài; điểm đầu tiên phải trống.
moves-janggi-chariot = Đi bao nhiêu điểm tùy ý theo đường ngang hoặc đường dọc, và theo các đường chéo của Cung; không được nhảy qua quân khác.
moves-janggi-cannon = Đi và ăn quân bằng cách nhảy qua đúng một quân theo đường thẳng (hoặc đường chéo của Cung); quân bị nhảy qua không được là Pháo, và Pháo không bao giờ ăn Pháo.
moves-janggi-soldier = Đi một điểm về phía trước hoặc sang ngang (và tiến theo các đường chéo bên trong Cung đối phương); không bao giờ phong cấp.

## heianshogi
moves-heianshogi-king = Đi một ô theo bất kỳ hướng nào.
moves-heianshogi-gold-general = Đi một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-heianshogi-silver-general = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-heianshogi-knight = Nhảy tới ô cách hai ô về phía trước và một ô sang ngang: chỉ hai ô phía trước nhất trong số các ô mà một quân Mã có thể tới.
moves-heianshogi-lance = Đi thẳng về phía trước bao nhiêu ô tùy ý; không được nhảy qua quân khác.
moves-heianshogi-pawn = Đi thẳng một ô về phía trước, ăn quân cũng theo cách đó.
moves-heianshogi-promoted-pawn = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-heianshogi-promoted-silver = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-heianshogi-promoted-knight = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-heianshogi-promoted-lance = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.

## shoshogi
moves-shoshogi-king = Đi một ô theo bất kỳ hướng nào.
moves-shoshogi-gold-general = Đi một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shoshogi-silver-general = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-shoshogi-knight = Nhảy tới ô cách hai ô về phía trước và một ô sang ngang: chỉ hai ô phía trước nhất trong số các ô mà một quân Mã có thể tới.
moves-shoshogi-lance = Đi thẳng về phía trước bao nhiêu ô tùy ý; không được nhảy qua quân khác.
moves-shoshogi-pawn = Đi thẳng một ô về phía trước, ăn quân cũng theo cách đó.
moves-shoshogi-rook = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-shoshogi-bishop = Đi bao nhiêu ô tùy ý theo đường chéo; không được nhảy qua quân khác.
moves-shoshogi-drunk-elephant = Đi một ô theo bất kỳ hướng nào, trừ thẳng về phía sau. Khi phong cấp, nó trở thành Thái tử.
moves-shoshogi-promoted-pawn = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shoshogi-promoted-silver = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shoshogi-promoted-knight = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shoshogi-promoted-lance = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shoshogi-dragon-king = Như Xe, nhưng còn có thể đi chéo một ô.
moves-shoshogi-dragon-horse = Như Tượng, nhưng còn có thể đi một ô theo hàng ngang hoặc hàng dọc.
moves-shoshogi-crown-prince = Đi như Vua và cũng là quân vương: khi một bên còn cả hai, quân nào cũng có thể bị bỏ mặc trong thế bị chiếu, và chỉ khi mất cả hai mới thua ván.

## shogi
moves-shogi-king = Đi một ô theo bất kỳ hướng nào.
moves-shogi-gold-general = Đi một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shogi-silver-general = Đi thẳng một ô về phía trước, hoặc đi chéo một ô theo bất kỳ hướng nào.
moves-shogi-knight = Nhảy tới ô cách hai ô về phía trước và một ô sang ngang: chỉ hai ô phía trước nhất trong số các ô mà một quân Mã có thể tới.
moves-shogi-lance = Đi thẳng về phía trước bao nhiêu ô tùy ý; không được nhảy qua quân khác.
moves-shogi-pawn = Đi thẳng một ô về phía trước, ăn quân cũng theo cách đó.
moves-shogi-rook = Đi bao nhiêu ô tùy ý theo hàng ngang hoặc hàng dọc; không được nhảy qua quân khác.
moves-shogi-bishop = Đi bao nhiêu ô tùy ý theo đường chéo; không được nhảy qua quân khác.
moves-shogi-promoted-pawn = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shogi-promoted-silver = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shogi-promoted-knight = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shogi-promoted-lance = Khi đã phong cấp, nó đi như Tướng vàng: một ô theo bất kỳ hướng nào, trừ hai hướng chéo về phía sau.
moves-shogi-dragon-king = Như Xe, nhưng còn có thể đi chéo một ô.
moves-shogi-dragon-horse = Như Tượng, nhưng còn có thể đi một ô theo hàng ngang hoặc hàng dọc.
