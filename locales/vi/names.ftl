# Vietnamese (vi) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.
# Cờ tướng: tên quân người chơi Việt Nam dùng (Tướng, Sĩ, Tượng, Mã, Xe, Pháo, Tốt; bên Đỏ, bên Đen).
# Shogi: tên quân theo Wikipedia tiếng Việt (Vua, Tướng vàng, Tướng bạc, Mã, Hương xa, Tốt, Xe, Tượng).
# Các trò chơi khác giữ tên gọi quốc tế như pychess-variants và Wikipedia tiếng Việt;
# tên quân dịch sát nghĩa mô tả tiếng Anh. Tên quân viết hoa như trong sách cờ tướng.

game-ashtapada = Ashtapada

game-chaturanga = Chaturanga
side-chaturanga-first = Trắng
side-chaturanga-second = Đen
piece-chaturanga-king = Vua
piece-chaturanga-counsellor = Sĩ
piece-chaturanga-elephant = Tượng
piece-chaturanga-horse = Mã
piece-chaturanga-chariot = Xe
piece-chaturanga-foot-soldier = Bộ binh

game-shatranj = Shatranj
side-shatranj-first = Trắng
side-shatranj-second = Đen
piece-shatranj-king = Vua
piece-shatranj-counsellor = Sĩ
piece-shatranj-elephant = Tượng
piece-shatranj-horse = Mã
piece-shatranj-chariot = Xe
piece-shatranj-foot-soldier = Bộ binh

game-senterej = Senterej
side-senterej-first = Trắng
side-senterej-second = Đen
piece-senterej-king = Vua
piece-senterej-counsellor = Sĩ
piece-senterej-elephant = Tượng
piece-senterej-horse = Mã
piece-senterej-castle = Thành
piece-senterej-pawn = Tốt

game-ninthcentury = Cờ Ấn Độ thế kỷ IX
side-ninthcentury-first = Trắng
side-ninthcentury-second = Đen
piece-ninthcentury-king = Vua
piece-ninthcentury-counsellor = Sĩ
piece-ninthcentury-elephant-dabbbah = Tượng (dabbābah)
piece-ninthcentury-horse = Mã
piece-ninthcentury-chariot = Xe
piece-ninthcentury-foot-soldier = Bộ binh

game-sittuyin = Sittuyin
side-sittuyin-first = Trắng
side-sittuyin-second = Đen
piece-sittuyin-king = Vua
piece-sittuyin-general-counsellor = Tướng quân (Sĩ)
piece-sittuyin-elephant = Tượng
piece-sittuyin-horse = Mã
piece-sittuyin-chariot = Xe
piece-sittuyin-soldier = Tốt

game-makruk = Makruk
side-makruk-first = Trắng
side-makruk-second = Đen
piece-makruk-king = Vua
piece-makruk-counsellor = Sĩ
piece-makruk-nobleman = Quý tộc
piece-makruk-horse = Mã
piece-makruk-boat = Thuyền
piece-makruk-cowrie-shell-pawn = Vỏ ốc (Tốt)

game-ouk = Ouk Chatrang
side-ouk-first = Trắng
side-ouk-second = Đen
piece-ouk-king = Vua
piece-ouk-maiden-counsellor = Nàng (Sĩ)
piece-ouk-pillar = Cột
piece-ouk-horse = Mã
piece-ouk-boat = Thuyền
piece-ouk-fish-pawn = Cá (Tốt)

game-shatar = Shatar
side-shatar-first = Trắng
side-shatar-second = Đen
piece-shatar-lord-king = Chúa (Vua)
piece-shatar-big-animal = Mãnh thú
piece-shatar-camel-bishop = Lạc đà (Tượng)
piece-shatar-horse = Mã
piece-shatar-chariot = Xe
piece-shatar-child-pawn = Cậu bé (Tốt)
piece-shatar-amazon-horse = Mã Amazon

game-xiangqi = Cờ tướng
side-xiangqi-first = Đỏ
side-xiangqi-second = Đen
piece-xiangqi-general = { $side ->
       *[any] Tướng
    }
piece-xiangqi-advisor = { $side ->
       *[any] Sĩ
    }
piece-xiangqi-elephant = { $side ->
       *[any] Tượng
    }
piece-xiangqi-horse = Mã
piece-xiangqi-chariot = Xe
piece-xiangqi-cannon = Pháo
piece-xiangqi-soldier = { $side ->
       *[any] Tốt
    }

game-janggi = Janggi
side-janggi-first = Sở
side-janggi-second = Hán
piece-janggi-general = Tướng
piece-janggi-guard = Sĩ
piece-janggi-elephant = Tượng
piece-janggi-horse = Mã
piece-janggi-chariot = Xe
piece-janggi-cannon = Pháo
piece-janggi-soldier = { $side ->
       *[any] Tốt
    }

game-heianshogi = Heian Shogi
side-heianshogi-first = Tiên thủ
side-heianshogi-second = Hậu thủ
piece-heianshogi-king = Vua
piece-heianshogi-gold-general = Tướng vàng
piece-heianshogi-silver-general = Tướng bạc
piece-heianshogi-knight = Mã
piece-heianshogi-lance = Hương xa
piece-heianshogi-pawn = Tốt
piece-heianshogi-promoted-pawn = Tốt phong cấp
piece-heianshogi-promoted-silver = Tướng bạc phong cấp
piece-heianshogi-promoted-knight = Mã phong cấp
piece-heianshogi-promoted-lance = Hương xa phong cấp

game-shoshogi = Sho Shogi
side-shoshogi-first = Tiên thủ
side-shoshogi-second = Hậu thủ
piece-shoshogi-king = Vua
piece-shoshogi-gold-general = Tướng vàng
piece-shoshogi-silver-general = Tướng bạc
piece-shoshogi-knight = Mã
piece-shoshogi-lance = Hương xa
piece-shoshogi-pawn = Tốt
piece-shoshogi-rook = Xe
piece-shoshogi-bishop = Tượng
piece-shoshogi-drunk-elephant = Túy tượng
piece-shoshogi-promoted-pawn = Tốt phong cấp
piece-shoshogi-promoted-silver = Tướng bạc phong cấp
piece-shoshogi-promoted-knight = Mã phong cấp
piece-shoshogi-promoted-lance = Hương xa phong cấp
piece-shoshogi-dragon-king = Long vương
piece-shoshogi-dragon-horse = Long mã
piece-shoshogi-crown-prince = Thái tử

game-shogi = Shogi
side-shogi-first = Tiên thủ
side-shogi-second = Hậu thủ
piece-shogi-king = Vua
piece-shogi-gold-general = Tướng vàng
piece-shogi-silver-general = Tướng bạc
piece-shogi-knight = Mã
piece-shogi-lance = Hương xa
piece-shogi-pawn = Tốt
piece-shogi-rook = Xe
piece-shogi-bishop = Tượng
piece-shogi-promoted-pawn = Tốt phong cấp
piece-shogi-promoted-silver = Tướng bạc phong cấp
piece-shogi-promoted-knight = Mã phong cấp
piece-shogi-promoted-lance = Hương xa phong cấp
piece-shogi-dragon-king = Long vương
piece-shogi-dragon-horse = Long mã
